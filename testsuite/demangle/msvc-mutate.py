"""msvc-mutate.py MSVC.TXT OUT: symbols near the real ones (each cut short,
a character replaced, a run of one character inserted: seeded, so the same
set every run) for msvc-mutated.test, one a line."""
import random
import sys

random.seed(20)
ALPHA = '?@$0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_<>'
out = []
for s in (l.strip() for l in open(sys.argv[1])):
    if not s:
        continue
    for k in range(1, len(s)):
        if random.random() < 0.3:
            out.append(s[:k])
    for _ in range(5):
        t = list(s)
        t[random.randrange(len(t))] = random.choice(ALPHA)
        out.append(''.join(t))
    for _ in range(2):
        t = list(s)
        t.insert(random.randrange(len(t)), random.choice(ALPHA) * random.randint(1, 40))
        out.append(''.join(t))
# deep nesting: templates, function pointers, local scopes
out += ['?' + '?$' * 5000, '?f@@YA' + 'P6A' * 3000, '?' + '?0?' * 3000]
open(sys.argv[2], 'w').write('\n'.join(out) + '\n')
