; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [8 x i8] c"try %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"caught int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"after try %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef range(i32 0, 2) i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %5

1:                                                ; preds = %29
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %30)
  %3 = icmp ne i32 %30, 40
  %4 = zext i1 %3 to i32
  ret i32 %4

5:                                                ; preds = %0, %29
  %6 = phi i32 [ 0, %0 ], [ %30, %29 ]
  %7 = phi i32 [ 0, %0 ], [ %32, %29 ]
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %9 = icmp eq i32 %7, 2
  br i1 %9, label %13, label %10

10:                                               ; preds = %5
  %11 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  %12 = mul nuw nsw i32 %7, 10
  store i32 %12, ptr %11, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #4
          to label %34 unwind label %15

13:                                               ; preds = %5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2)
  br label %29

15:                                               ; preds = %10
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @_ZTIi]
  %19 = tail call ptr @llvm.wasm.get.exception(token %18)
  %20 = tail call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %17
  %24 = call ptr @__cxa_begin_catch(ptr %19) #5 [ "funclet"(token %18) ]
  %25 = load i32, ptr %24, align 4, !tbaa !2
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25) [ "funclet"(token %18) ]
  %27 = add nsw i32 %25, %6
  call void @__cxa_end_catch() #5 [ "funclet"(token %18) ]
  catchret from %18 to label %29

28:                                               ; preds = %17
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %18) ]
  unreachable

29:                                               ; preds = %23, %13
  %30 = phi i32 [ %27, %23 ], [ %6, %13 ]
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7)
  %32 = add nuw nsw i32 %7, 1
  %33 = icmp eq i32 %32, 4
  br i1 %33, label %1, label %5, !llvm.loop !6

34:                                               ; preds = %10
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_wasm_personality_v0(...)

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
