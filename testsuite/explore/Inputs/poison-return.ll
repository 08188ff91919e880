; an entry that returns poison (as LLVM's Attributor/nonnull.ll's @parent8
; does with a pointer argument the run leaves poison): poison-return.test
define i32 @f() {
  %p = add nsw i32 2147483647, 1
  ret i32 %p
}
