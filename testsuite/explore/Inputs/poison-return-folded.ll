; poison-return.ll with the poison result folded to a value
define i32 @f() {
  ret i32 5
}
