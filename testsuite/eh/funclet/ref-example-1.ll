; The EH reference's first funclet example ("Exception Handling using the
; Windows Runtime"): f() noexcept { try { Cleanup obj; may_throw(); }
; catch (int e) { may_throw(); return e; } return 0; }, with may_throw
; throwing the int 7 the first time and 8 the second.  The first
; exception runs the cleanup, then the catch; the second leaves the
; catchpad by the invoke's edge to %lpad.terminate (a pad of none: the
; catchpad and its catchswitch are exited) - but that pad is reached only
; in phase 2, and phase 1 finds no handler above f: terminate at once
; (SPEC.md EH-U-1, EH-F rules), as MSVC does.
; RUN: sh -c '%ehi run --trace %s 2> %t.err; echo "status $?"' > %t.out
; RUN: FileCheck %s --check-prefix=OUT < %t.out
; RUN: FileCheck %s --check-prefix=TRACE < %t.err
; OUT: Cleanup()
; OUT-NEXT: may_throw 7
; OUT-NEXT: ~Cleanup()
; OUT-NEXT: may_throw 8
; OUT-NEXT: status 3
; TRACE: [eh] search #1 frame 1 @f: handler (catchpad %catch)
; TRACE: [eh] funclet_enter #1 frame 0 @f (cleanuppad %0; pads: %0 cleanuppad)
; TRACE: [eh] funclet_exit #1 frame 0 @f (cleanuppad %0, cleanupret; pads: none)
; TRACE: [eh] funclet_enter #1 frame 0 @f (catchswitch %1; pads: %1 catchswitch)
; TRACE: [eh] funclet_enter #1 frame 0 @f (catchpad %catch; pads: %1 catchswitch > %catch catchpad)
; TRACE: [eh] throw #2 'int'
; TRACE: [eh] end_of_stack #2
; TRACE: [eh] terminate #2 'int' {{.*}}[EH-U-1]
; TRACE-NOT: terminate called
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Cleanup = type { i32 }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }
@next = global i32 7
@.ctor = private constant [11 x i8] c"Cleanup()\0A\00"
@.dtor = private constant [12 x i8] c"~Cleanup()\0A\00"
@.may = private constant [14 x i8] c"may_throw %d\0A\00"
@.ret = private constant [12 x i8] c"f returned\0A\00"

declare void @_CxxThrowException(ptr, ptr)
declare i32 @__CxxFrameHandler3(...)
declare i32 @printf(ptr, ...)
declare void @"?terminate@@YAXXZ"()

define ptr @"??0Cleanup@@QEAA@XZ"(ptr %this) {
  call i32 (ptr, ...) @printf(ptr @.ctor)
  ret ptr %this
}

define void @"??1Cleanup@@QEAA@XZ"(ptr %this) nounwind {
  call i32 (ptr, ...) @printf(ptr @.dtor)
  ret void
}

define void @"?may_throw@@YAXXZ"() {
  %v = load i32, ptr @next
  %n = add i32 %v, 1
  store i32 %n, ptr @next
  call i32 (ptr, ...) @printf(ptr @.may, i32 %v)
  %x = alloca i32
  store i32 %v, ptr %x
  call void @_CxxThrowException(ptr %x, ptr @_TI1H)
  unreachable
}

define i32 @f() nounwind personality ptr @__CxxFrameHandler3 {
entry:
  %obj = alloca %struct.Cleanup, align 4
  %e = alloca i32, align 4
  %call = invoke ptr @"??0Cleanup@@QEAA@XZ"(ptr nonnull %obj)
          to label %invoke.cont unwind label %lpad.catch

invoke.cont:                                      ; preds = %entry
  invoke void @"?may_throw@@YAXXZ"()
          to label %invoke.cont.2 unwind label %lpad.cleanup

invoke.cont.2:                                    ; preds = %invoke.cont
  call void @"??1Cleanup@@QEAA@XZ"(ptr nonnull %obj) nounwind
  br label %return

return:                                           ; preds = %invoke.cont.3, %invoke.cont.2
  %retval.0 = phi i32 [ 0, %invoke.cont.2 ], [ %3, %invoke.cont.3 ]
  ret i32 %retval.0

lpad.cleanup:                                     ; preds = %invoke.cont.2
  %0 = cleanuppad within none []
  call void @"??1Cleanup@@QEAA@XZ"(ptr nonnull %obj) nounwind [ "funclet"(token %0) ]
  cleanupret from %0 unwind label %lpad.catch

lpad.catch:                                       ; preds = %lpad.cleanup, %entry
  %1 = catchswitch within none [label %catch.body] unwind label %lpad.terminate

catch.body:                                       ; preds = %lpad.catch
  %catch = catchpad within %1 [ptr @"??_R0H@8", i32 0, ptr %e]
  invoke void @"?may_throw@@YAXXZ"() [ "funclet"(token %catch) ]
          to label %invoke.cont.3 unwind label %lpad.terminate

invoke.cont.3:                                    ; preds = %catch.body
  %3 = load i32, ptr %e, align 4
  catchret from %catch to label %return

lpad.terminate:                                   ; preds = %catch.body, %lpad.catch
  %4 = cleanuppad within none []
  call void @"?terminate@@YAXXZ"() [ "funclet"(token %4) ]
  unreachable
}

define i32 @main() {
  %r = call i32 @f()
  call i32 (ptr, ...) @printf(ptr @.ret)
  ret i32 %r
}
