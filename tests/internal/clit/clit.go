// Package clit writes C literals for the generators that turn the JSON test
// vectors into C source (tests/c/gen, tests/arm/gen).
package clit

import "log"

// Quote returns s as a C string literal; the inputs are ASCII without quotes
// or backslashes, and anything else stops the generator.
func Quote(s string) string {
	for _, r := range s {
		if r < 0x20 || r > 0x7e || r == '"' || r == '\\' {
			log.Fatalf("unexpected character in %q", s)
		}
	}
	return `"` + s + `"`
}

// QuoteOrNull is Quote, or NULL for the empty string.
func QuoteOrNull(s string) string {
	if s == "" {
		return "NULL"
	}
	return Quote(s)
}
