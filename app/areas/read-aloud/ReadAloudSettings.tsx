import { Volume2, VolumeX } from "lucide-react";
import { useId } from "react";
import { preferredVoice, SPEED, speedLabel, voiceLabel, VOLUME, volumeLabel } from "./read-aloud.ts";
import { RangeField } from "./RangeField.tsx";
import type { ReadAloudControls } from "./use-read-aloud.ts";
import { useSpeechVoices } from "./use-speech-voices.ts";

/** The panel's settings: speed, volume and, where the browser offers more than one, the voice. */
export function ReadAloudSettings({ reading }: { reading: ReadAloudControls }) {
  const id = useId();
  const voices = useSpeechVoices();
  const { settings } = reading;
  const VolumeIcon = settings.volume === 0 ? VolumeX : Volume2;
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2">
      <RangeField
        id={`${id}-rate`}
        label="Velocidade"
        range={SPEED}
        value={settings.rate}
        valueText={speedLabel(settings.rate)}
        onChange={(rate) => reading.change({ ...settings, rate })}
      >
        <div className="flex justify-between text-xs text-muted">
          <span>0.5x (Lento)</span>
          <span>1.0x (Normal)</span>
          <span>2.0x (Rápido)</span>
        </div>
      </RangeField>
      <RangeField
        id={`${id}-volume`}
        label={
          <>
            <VolumeIcon className="size-4" aria-hidden="true" data-muted={settings.volume === 0 || undefined} />
            Volume
          </>
        }
        range={VOLUME}
        value={settings.volume}
        valueText={volumeLabel(settings.volume)}
        onChange={(volume) => reading.change({ ...settings, volume })}
      />
      {voices.length > 1 && (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-voice`} className="text-sm font-medium">
            Voz
          </label>
          <select
            id={`${id}-voice`}
            value={settings.voiceURI ?? preferredVoice(voices)?.voiceURI ?? ""}
            onChange={(e) => reading.chooseVoice(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2"
          >
            {voices.map((v) => (
              <option key={v.voiceURI} value={v.voiceURI}>
                {voiceLabel(v)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
