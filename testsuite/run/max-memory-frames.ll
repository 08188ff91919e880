; --max-memory bounds ehi's own memory for the frames too: a recursion 10^7
; deep (allowed by --max-depth) stops with X-LIM-5 when the frames'
; registers and records would pass the limit, instead of taking over a
; gigabyte of host memory past --max-memory=64M as it did.
; RUN: not %ehi run --max-depth=20000000 --max-memory=64M %s 2>&1 | FileCheck %s
; CHECK: ehi: limit: {{[0-9]+}} frames' registers and records ({{[0-9]+}} bytes of ehi's memory) would exceed --max-memory=67108864 ({{[0-9]+}} bytes in use) [X-LIM-5]
target triple = "x86_64-unknown-linux-gnu"
define i32 @down(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call i32 @down(i32 %m)
  %s = add i32 %r, 1
  ret i32 %s
done:
  ret i32 0
}
define i32 @main() {
  %r = call i32 @down(i32 10000000)
  %b = and i32 %r, 255
  ret i32 %b
}
