; The EH reference's funclet example ("New exception handling
; instructions"): a cleanup and a catch (...) around may_throw, MSVC C++.
target triple = "x86_64-pc-windows-msvc"

%struct.Cleanup = type { i32 }
@"??_R0H@8" = external global ptr

declare i32 @__CxxFrameHandler3(...)
declare ptr @"??0Cleanup@@QEAA@XZ"(ptr)
declare void @"?may_throw@@YAXXZ"()
declare void @"??_DCleanup@@QEAA@XZ"(ptr)
declare void @"??1Cleanup@@QEAA@XZ"(ptr)
declare void @"?terminate@@YAXXZ"()

define i32 @f() nounwind personality ptr @__CxxFrameHandler3 {
entry:
  %obj = alloca %struct.Cleanup, align 4
  %e = alloca i32, align 4
  %call = invoke ptr @"??0Cleanup@@QEAA@XZ"(ptr nonnull %obj)
          to label %invoke.cont unwind label %lpad.catch

invoke.cont:
  invoke void @"?may_throw@@YAXXZ"()
          to label %invoke.cont.2 unwind label %lpad.cleanup

invoke.cont.2:
  call void @"??_DCleanup@@QEAA@XZ"(ptr nonnull %obj) nounwind
  br label %return

return:
  %retval.0 = phi i32 [ 0, %invoke.cont.2 ], [ %3, %invoke.cont.3 ]
  ret i32 %retval.0

lpad.cleanup:
  %0 = cleanuppad within none []
  call void @"??1Cleanup@@QEAA@XZ"(ptr nonnull %obj) nounwind [ "funclet"(token %0) ]
  cleanupret from %0 unwind label %lpad.catch

lpad.catch:
  %1 = catchswitch within none [label %catch.body] unwind label %lpad.terminate

catch.body:
  %catch = catchpad within %1 [ptr @"??_R0H@8", i32 0, ptr %e]
  invoke void @"?may_throw@@YAXXZ"() [ "funclet"(token %catch) ]
          to label %invoke.cont.3 unwind label %lpad.terminate

invoke.cont.3:
  %3 = load i32, ptr %e, align 4
  catchret from %catch to label %return

lpad.terminate:
  %4 = cleanuppad within none []
  call void @"?terminate@@YAXXZ"() [ "funclet"(token %4) ]
  unreachable
}
