; Windows (funclet) EH: catchswitch within none and within a pad, with
; `unwind to caller` and `unwind label`, several handlers; catchpad and
; cleanuppad with and without arguments; catchret; cleanupret to caller and to
; a label; "funclet"(token) bundles on calls and invokes; nested pads.  The
; first two functions are the examples from the LLVM exception-handling
; document (made valid: numbering fixed, types and declarations added) (LLVM 14).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "eh-funclet-14.cpp"
target triple = "x86_64-pc-windows-msvc"

%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Cleanup = type { i32 }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }

@"??_R0H@8" = external global %rtti.TypeDescriptor2

declare i32 @__CxxFrameHandler3(...)
declare void @_CxxThrowException(i8*, %eh.ThrowInfo*)
declare %struct.Cleanup* @"??0Cleanup@@QEAA@XZ"(%struct.Cleanup*)
declare void @"??1Cleanup@@QEAA@XZ"(%struct.Cleanup*)
declare void @"??_DCleanup@@QEAA@XZ"(%struct.Cleanup*)
declare void @"?may_throw@@YAXXZ"()
declare void @"?terminate@@YAXXZ"()
declare void @use(i32)

; void f() { try { throw; } catch (...) { try { throw; } catch (...) {} } }
define void @f.nested() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
entry:
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #1
          to label %unreachable unwind label %catch.dispatch

catch.dispatch:                                   ; preds = %entry
  %0 = catchswitch within none [label %catch] unwind to caller

catch:                                            ; preds = %catch.dispatch
  %1 = catchpad within %0 [i8* null, i32 64, i8* null]
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #1 [ "funclet"(token %1) ]
          to label %unreachable unwind label %catch.dispatch2

catch.dispatch2:                                  ; preds = %catch
  %2 = catchswitch within %1 [label %catch3] unwind to caller

catch3:                                           ; preds = %catch.dispatch2
  %3 = catchpad within %2 [i8* null, i32 64, i8* null]
  catchret from %3 to label %try.cont

try.cont:                                         ; preds = %catch3
  catchret from %1 to label %try.cont6

try.cont6:                                        ; preds = %try.cont
  ret void

unreachable:                                      ; preds = %catch, %entry
  unreachable
}

; int f() noexcept { try { Cleanup obj; may_throw(); } catch (int e) { may_throw(); return e; } return 0; }
define i32 @f.cleanup() nounwind personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
entry:
  %obj = alloca %struct.Cleanup, align 4
  %e = alloca i32, align 4
  %call = invoke %struct.Cleanup* @"??0Cleanup@@QEAA@XZ"(%struct.Cleanup* nonnull %obj)
          to label %invoke.cont unwind label %lpad.catch

invoke.cont:                                      ; preds = %entry
  invoke void @"?may_throw@@YAXXZ"()
          to label %invoke.cont.2 unwind label %lpad.cleanup

invoke.cont.2:                                    ; preds = %invoke.cont
  call void @"??_DCleanup@@QEAA@XZ"(%struct.Cleanup* nonnull %obj) nounwind
  br label %return

return:                                           ; preds = %invoke.cont.3, %invoke.cont.2
  %retval.0 = phi i32 [ 0, %invoke.cont.2 ], [ %2, %invoke.cont.3 ]
  ret i32 %retval.0

lpad.cleanup:                                     ; preds = %invoke.cont
  %0 = cleanuppad within none []
  call void @"??1Cleanup@@QEAA@XZ"(%struct.Cleanup* nonnull %obj) nounwind [ "funclet"(token %0) ]
  cleanupret from %0 unwind label %lpad.catch

lpad.catch:                                       ; preds = %lpad.cleanup, %entry
  %1 = catchswitch within none [label %catch.body] unwind label %lpad.terminate

catch.body:                                       ; preds = %lpad.catch
  %catch = catchpad within %1 [i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32* %e]
  invoke void @"?may_throw@@YAXXZ"() [ "funclet"(token %catch) ]
          to label %invoke.cont.3 unwind label %lpad.terminate

invoke.cont.3:                                    ; preds = %catch.body
  %2 = load i32, i32* %e, align 4
  catchret from %catch to label %return

lpad.terminate:                                   ; preds = %catch.body, %lpad.catch
  %3 = cleanuppad within none []
  call void @"?terminate@@YAXXZ"() [ "funclet"(token %3) ]
  unreachable
}

; several handlers, catchswitch unwinding to a cleanup, cleanupret to caller,
; a cleanuppad nested in a catchpad, a catchswitch inside a cleanuppad.
define void @f.shapes() personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
entry:
  invoke void @"?may_throw@@YAXXZ"()
          to label %ok unwind label %cs

ok:
  ret void

cs:
  %cs1 = catchswitch within none [label %h1, label %h2, label %h3] unwind label %cleanup.outer

h1:
  %cp1 = catchpad within %cs1 []
  catchret from %cp1 to label %ok

h2:
  %cp2 = catchpad within %cs1 [i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 8, i8* null]
  invoke void @"?may_throw@@YAXXZ"() [ "funclet"(token %cp2) ]
          to label %h2.done unwind label %inner.cleanup

h2.done:
  catchret from %cp2 to label %ok

inner.cleanup:
  %icp = cleanuppad within %cp2 [i32 1, i8* null]
  call void @use(i32 1) [ "funclet"(token %icp) ]
  cleanupret from %icp unwind label %cleanup.outer

h3:
  %cp3 = catchpad within %cs1 [i32 3]
  call void @use(i32 3) [ "funclet"(token %cp3) ]
  catchret from %cp3 to label %after

after:
  br label %ok

cleanup.outer:
  %co = cleanuppad within none []
  invoke void @"?may_throw@@YAXXZ"() [ "funclet"(token %co) ]
          to label %co.done unwind label %cs.in.cleanup

co.done:
  cleanupret from %co unwind to caller

cs.in.cleanup:
  %cs2 = catchswitch within %co [label %h4] unwind to caller

h4:
  %cp4 = catchpad within %cs2 [i8* null, i32 64, i8* null]
  catchret from %cp4 to label %co.done
}

; cleanupret to caller directly, and a catchswitch with `unwind label` to a
; cleanuppad within none.
define void @f.simple() personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
entry:
  invoke void @"?may_throw@@YAXXZ"()
          to label %ok unwind label %cl
ok:
  ret void
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}

attributes #0 = { noinline optnone }
attributes #1 = { noreturn }
