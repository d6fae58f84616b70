/**
 * How a member's name is shortened where there is no room for it (the top bar on a phone,
 * the profile picture placeholder): the first and the last name's initials, "MS" for
 * "Maria da Silva". Free of dependencies: the top bar is in every page's bundle.
 */
export function memberInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const initial = (word: string) => (word.match(/\p{L}|\p{N}/u)?.[0] ?? Array.from(word)[0]!).toLocaleUpperCase("pt-BR");
  const first = initial(words[0]!);
  return words.length === 1 ? first : first + initial(words.at(-1)!);
}
