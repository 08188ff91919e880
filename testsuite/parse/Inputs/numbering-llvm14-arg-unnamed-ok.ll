; numbering-llvm14-arg-unnamed.ll: LLVM 14 reads these arguments as %0, %1.
define i32 @f(i32, i32 %0) {
  ret i32 %1
}
