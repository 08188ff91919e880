; --max-steps and --max-depth stop a run with a report (X-LIM-1, X-LIM-3).
; RUN: sh -c '%ehi run --max-steps=100000 --entry spin %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=STEPS %s
; RUN: sh -c '%ehi run --max-depth=500 --entry deep %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=DEPTH %s
; STEPS: ehi: limit: more than 100000 steps (--max-steps) [X-LIM-1]
; STEPS: status 67
; DEPTH: ehi: limit: call depth exceeds 500 frames (--max-depth) [X-LIM-3]
; DEPTH: ... {{[0-9]+}} more frames ...
; DEPTH: status 67
; A count that is not one is a usage error (status 2), not "no limit".
; RUN: sh -c '%ehi run --max-steps=1e5 %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: sh -c '%ehi run --max-depth=0 %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=BAD0 %s
; BAD: ehi run: bad count in '--max-steps=1e5' (a positive integer)
; BAD-NEXT: status 2
; BAD0: ehi run: bad count in '--max-depth=0' (a positive integer)
; BAD0-NEXT: status 2
target triple = "x86_64-unknown-linux-gnu"
define i32 @spin() {
entry:
  br label %l
l:
  br label %l
}
define i32 @deep(i32 %n) {
  %m = add i32 %n, 1
  %r = call i32 @deep(i32 %m)
  ret i32 %r
}
