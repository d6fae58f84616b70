import {
  Anchor,
  Bird,
  BookOpen,
  ChefHat,
  Church,
  Clapperboard,
  Compass,
  Flame,
  Globe,
  HandCoins,
  HeartPulse,
  Library,
  LifeBuoy,
  Telescope,
  Tent,
  TreeDeciduous,
  Tv,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "./icon-names.ts";

const ICONS: Record<IconName, LucideIcon> = {
  anchor: Anchor,
  "heart-pulse": HeartPulse,
  tent: Tent,
  flame: Flame,
  compass: Compass,
  "chef-hat": ChefHat,
  "life-buoy": LifeBuoy,
  bird: Bird,
  telescope: Telescope,
  tree: TreeDeciduous,
  "book-open": BookOpen,
  "hand-coins": HandCoins,
  church: Church,
  globe: Globe,
  library: Library,
  tv: Tv,
  clapperboard: Clapperboard,
};

/** A decorative icon named by content. */
export function PathfinderIcon({ name, className = "size-7" }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
