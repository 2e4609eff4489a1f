// Command minimal is the smallest Go c-archive: one exported function. The
// embed report links it into a C program (minimal_main.c) as the reference
// for what the Go runtime alone costs a C program.
package main

import "C"

//export minimal_add
func minimal_add(a, b C.int) C.int { return a + b }

func main() {}
