#define _POSIX_C_SOURCE 200809L
/* memchr, strncat, strspn, strcspn, strpbrk, strtok, strtok_r. */
#include <stdio.h>
#include <string.h>

int main(void)
{
	const char s[] = "hello, world; again";
	const char *p = memchr(s, 'o', sizeof s);
	printf("memchr o: %d\n", p ? (int)(p - s) : -1);
	p = memchr(s, 'o', 4);
	printf("memchr o in 4: %d\n", p ? (int)(p - s) : -1);
	p = memchr(s, 0, sizeof s);
	printf("memchr nul: %d\n", p ? (int)(p - s) : -1);
	p = memchr(s, 'o' + 256, sizeof s);
	printf("memchr o+256: %d\n", p ? (int)(p - s) : -1);
	char buf[32] = "abc";
	strncat(buf, "defgh", 3);
	printf("strncat: [%s]\n", buf);
	strncat(buf, "xy", 10);
	printf("strncat: [%s]\n", buf);
	strncat(buf, "zzz", 0);
	printf("strncat: [%s]\n", buf);
	printf("strspn: %zu %zu %zu\n", strspn(s, "hel"), strspn(s, ""), strspn("aaa", "a"));
	printf("strcspn: %zu %zu %zu\n", strcspn(s, ",;"), strcspn(s, ""), strcspn(s, "xyz"));
	p = strpbrk(s, ";,");
	printf("strpbrk: %s\n", p ? p : "(null)");
	p = strpbrk(s, "XYZ");
	printf("strpbrk: %s\n", p ? p : "(null)");
	char t[] = ",,one,two;;three,, ,four;";
	for (char *tok = strtok(t, ",;"); tok; tok = strtok(NULL, ",;"))
		printf("token [%s]\n", tok);
	printf("after: %s\n", strtok(NULL, ",;") ? "more" : "none");
	char u[] = "a=1&b=2&&c=3";
	char *save1, *save2;
	for (char *kv = strtok_r(u, "&", &save1); kv; kv = strtok_r(NULL, "&", &save1)) {
		char *k = strtok_r(kv, "=", &save2);
		char *v = strtok_r(NULL, "=", &save2);
		printf("pair %s -> %s\n", k, v ? v : "(none)");
	}
	char w[] = "   ";
	printf("blank: %s\n", strtok(w, " ") ? "token" : "none");
	return 0;
}
