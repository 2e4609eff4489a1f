package ct

import "testing"

// Declassify is the identity in every build; under the valgrind tag it also
// runs the client request, which natively must change nothing.
func TestDeclassifyIdentity(t *testing.T) {
	for _, v := range []int{0, 1, -1, 2, 0x4d430002, int(^uint(0) >> 1), -int(^uint(0)>>1) - 1} {
		if got := Declassify(v); got != v {
			t.Errorf("Declassify(%d) = %d", v, got)
		}
	}
}
