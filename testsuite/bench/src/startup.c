/* Start-up benchmark: the whole ehi pipeline (parse, verify, lower, run) on
   the smallest program. */
int main(void) { return 0; }
