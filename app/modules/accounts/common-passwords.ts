/**
 * Passwords too common to accept, compared in lower case: the top of public leaked-password
 * rankings plus the Portuguese favourites. Six characters or more (shorter ones fail anyway).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "654321", "111111", "000000",
  "123123", "123321", "112233", "121212", "666666", "777777", "888888", "999999", "555555",
  "abc123", "abcdef", "abcd1234", "qwerty", "qwerty123", "qwertyuiop", "asdfgh", "zxcvbn",
  "password", "password1", "password123", "iloveyou", "admin123", "welcome", "monkey",
  "dragon", "master", "sunshine", "princess", "football", "baseball", "letmein", "trustno1",
  "senha1", "senha12", "senha123", "senha1234", "minhasenha", "mudar123", "brasil", "brasil123",
  "flamengo", "corinthians", "palmeiras", "saopaulo", "vasco123", "gremio", "cruzeiro",
  "jesus1", "jesus123", "jesuscristo", "deusefiel", "deus123", "deuseamor", "amor123",
  "teamo", "teamo123", "familia", "familia123", "igreja", "igreja123", "biblia", "aleluia",
  "lampada", "lampada123", "102030", "010203", "147258", "159753", "741852", "987654",
]);
