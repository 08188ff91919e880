// Reads past the end of an array: a report with the C line (-g).
// ub-g.ll is this file compiled by gen.sh.
int get(int *a, int i) {
	return a[i];
}

int main(void) {
	int a[2] = {1, 2};
	return get(a, 2);
}
