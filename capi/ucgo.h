/* ucgo.h: what capi/uecc.c shares with capi/vli.c. Internal: none of these
 * names stays global in libuecc.a or libuecc.so (capi/symbols.txt). */
#ifndef UCGO_H
#define UCGO_H

#include "uECC.h"

/* The curve's index in uecc.c's table (0..4), or -1 for anything else. */
int ucgo_curve_index(uECC_Curve curve);

/* The gate around every call into Go (uecc.c): ucgo_enter returns 1 if the
 * caller may call into Go now (then it must call ucgo_leave afterwards), 0
 * if the call must fail. */
int ucgo_enter(void);
void ucgo_leave(void);

#endif
