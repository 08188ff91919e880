; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal unnamed_addr global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal unnamed_addr global i1 false, align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %4

1:                                                ; preds = %22
  %2 = load i32, ptr @_ZL8attempts, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2)
  ret i32 0

4:                                                ; preds = %0, %22
  %5 = phi i32 [ 0, %0 ], [ %23, %22 ]
  %6 = invoke fastcc noundef i32 @_ZL3getv()
          to label %7 unwind label %9

7:                                                ; preds = %4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6)
  br label %22

9:                                                ; preds = %4
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @_ZTIi]
  %13 = tail call ptr @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %11
  %18 = call ptr @__cxa_begin_catch(ptr %13) #7 [ "funclet"(token %12) ]
  %19 = load i32, ptr %18, align 4, !tbaa !2
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %19) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %12) ]
  catchret from %12 to label %22

21:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %12) ]
  unreachable

22:                                               ; preds = %7, %17
  %23 = add nuw nsw i32 %5, 1
  %24 = icmp eq i32 %23, 5
  br i1 %24, label %1, label %4, !llvm.loop !6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL3getv() unnamed_addr #2 {
  %1 = load i1, ptr @_ZGVZL3getvE1c, align 1
  br i1 %1, label %6, label %2, !prof !8

2:                                                ; preds = %0
  %3 = load i32, ptr @_ZL8attempts, align 4, !tbaa !2
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL8attempts, align 4, !tbaa !2
  %5 = tail call noundef ptr @_ZN6ConfigC2Ei(ptr noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %4)
  store i1 true, ptr @_ZGVZL3getvE1c, align 1
  br label %6

6:                                                ; preds = %2, %0
  %7 = load i32, ptr @_ZZL3getvE1c, align 4, !tbaa !9
  ret i32 %7
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN6ConfigC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = mul nsw i32 %1, 10
  store i32 %3, ptr %0, align 4, !tbaa !9
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1)
  %5 = icmp slt i32 %1, 3
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 %1, ptr %7, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #5
  unreachable

8:                                                ; preds = %2
  ret ptr %0
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noreturn }
attributes #6 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }

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
!8 = !{!"branch_weights", i32 1048575, i32 1}
!9 = !{!10, !3, i64 0}
!10 = !{!"_ZTS6Config", !3, i64 0}
