; numbering-llvm14-arg-unnamed.ll: LLVM 14 reads these arguments as %0, %1.
define i32 @f(i32, i32 %0) {
  ret i32 %1
}
; only the first: a later unnamed parameter counts
define i32 @g(i32 %0, i32, i32 %2) {
  ret i32 %2
}
