; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr
@str = private unnamed_addr constant [10 x i8] c"handled 1\00", align 1
@str.4 = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.5 = private unnamed_addr constant [19 x i8] c"rethrowing nothing\00", align 1
@str.6 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 1, ptr %1, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIi, ptr null) #3
          to label %30 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTIi]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = call ptr @__cxa_begin_catch(ptr %6) #6 [ "funclet"(token %5) ]
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() #6 [ "funclet"(token %5) ]
  catchret from %5 to label %14

13:                                               ; preds = %4
  call void @llvm.wasm.rethrow() #3 [ "funclet"(token %5) ]
  unreachable

14:                                               ; preds = %10
  invoke fastcc void @_ZL15rethrow_nothingv()
          to label %24 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind label %27

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr null]
  %19 = tail call ptr @llvm.wasm.get.exception(token %18)
  %20 = tail call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = call ptr @__cxa_begin_catch(ptr %19) #6 [ "funclet"(token %18) ]
  %22 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4) [ "funclet"(token %18) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %18) ]
          to label %23 unwind label %27

23:                                               ; preds = %17
  catchret from %18 to label %25

24:                                               ; preds = %14
  unreachable

25:                                               ; preds = %23
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret i32 0

27:                                               ; preds = %17, %15
  %28 = cleanuppad within none []
  %29 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6) [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller

30:                                               ; preds = %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #3

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL15rethrow_nothingv() unnamed_addr #4 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  tail call void @__cxa_rethrow() #3
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { noreturn }
attributes #4 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
