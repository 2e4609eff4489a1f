// Package hexconst decodes the hexadecimal curve constants of the engine and
// of package uecc. It exists so that neither imports encoding/hex (and with
// it fmt and reflect) into the C library.
package hexconst

// Decode returns the bytes of the hexadecimal string s (either case, an even
// number of digits). It panics on anything else: the constants are fixed in
// the source, so a bad one is a programming error.
func Decode(s string) []byte {
	if len(s)%2 != 0 {
		panic("hexconst: bad constant " + s)
	}
	b := make([]byte, len(s)/2)
	for i := range b {
		b[i] = nibble(s, 2*i)<<4 | nibble(s, 2*i+1)
	}
	return b
}

// nibble returns the value of the hexadecimal digit s[i].
func nibble(s string, i int) byte {
	switch c := s[i]; {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	panic("hexconst: bad constant " + s)
}
