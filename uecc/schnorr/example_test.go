package schnorr_test

import (
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/uecc-go/uecc/uecc/schnorr"
)

// Sign a message with a fixed key and fixed auxiliary randomness (for a
// reproducible example: pass nil in real use, for fresh randomness), then
// verify it and a forgery.
func Example() {
	priv, _ := hex.DecodeString("B7E151628AED2A6ABF7158809CF4F3C762E7160F38B4DA56A784D9045190CFEF")
	aux := make([]byte, 32)
	msg := []byte("BIP 340 signs messages of any length")

	pub, err := schnorr.PublicKey(priv)
	if err != nil {
		panic(err)
	}
	sig, err := schnorr.Sign(priv, msg, aux)
	if err != nil {
		panic(err)
	}
	fmt.Println("valid:", schnorr.Verify(pub, msg, sig) == nil)
	err = schnorr.Verify(pub, []byte("BIP 340 signs messages of any length!"), sig)
	fmt.Println("another message valid:", err == nil, errors.Is(err, schnorr.ErrSignature))
	// Output:
	// valid: true
	// another message valid: false true
}
