/* minimal_main.c: the reference program of the embed report. It calls the
 * one export of a minimal Go c-archive once, so that its cost is the Go
 * runtime's alone. With an argument it stays alive after the call and
 * prints its pid, so that the report can read its threads and memory. */
#include <stdio.h>
#include <unistd.h>

#include "libminimal.h"

int main(int argc, char **argv) {
    int r = (int)minimal_add(2, 3);
    (void)argv;
    if (argc > 1) {
        char line[8];
        printf("%d\n", (int)getpid());
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) { /* wait for the report */
            return r == 5 ? 0 : 1;
        }
    }
    return r == 5 ? 0 : 1;
}
