; Directives that llvm-as accepts: a block's uses are its terminators'
; and its one blockaddress (a phi's incoming blocks are not uses).
; RUN: %ehi verify %s
; RUN: %llvm-as14 %s -o /dev/null
@ba1 = constant i8* blockaddress(@f, %loop)
@ba2 = constant i8* blockaddress(@f, %loop)

define i32 @f(i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  %c = icmp slt i32 %n, %a
  br i1 %c, label %loop, label %done
done:
  ret i32 %n
  uselistorder i32 %n, { 2, 1, 0 }
}

uselistorder_bb @f, %loop, { 2, 0, 1 }
