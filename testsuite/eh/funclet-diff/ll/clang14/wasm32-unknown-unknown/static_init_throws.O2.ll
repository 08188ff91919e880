; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Config = type { i32 }

$_ZN6ConfigC2Ei = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"get -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal unnamed_addr global i32 0, align 4
@_ZZL3getvE1c = internal global %struct.Config zeroinitializer, align 4
@_ZGVZL3getvE1c = internal unnamed_addr global i1 false, align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %4

1:                                                ; preds = %23
  %2 = load i32, i32* @_ZL8attempts, align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0), i32 noundef %2)
  ret i32 0

4:                                                ; preds = %0, %23
  %5 = phi i32 [ 0, %0 ], [ %24, %23 ]
  %6 = invoke fastcc noundef i32 @_ZL3getv()
          to label %7 unwind label %9

7:                                                ; preds = %4
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %6)
  br label %23

9:                                                ; preds = %4
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i8** @_ZTIi to i8*)]
  %13 = tail call i8* @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = call i8* @__cxa_begin_catch(i8* %13) #3 [ "funclet"(token %12) ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !2
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %20) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() #3 [ "funclet"(token %12) ]
  catchret from %12 to label %23

22:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %12) ]
  unreachable

23:                                               ; preds = %7, %17
  %24 = add nuw nsw i32 %5, 1
  %25 = icmp eq i32 %24, 5
  br i1 %25, label %1, label %4, !llvm.loop !6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL3getv() unnamed_addr #2 {
  %1 = load i1, i1* @_ZGVZL3getvE1c, align 1
  br i1 %1, label %6, label %2, !prof !8

2:                                                ; preds = %0
  %3 = load i32, i32* @_ZL8attempts, align 4, !tbaa !2
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL8attempts, align 4, !tbaa !2
  %5 = tail call noundef %struct.Config* @_ZN6ConfigC2Ei(%struct.Config* noundef nonnull align 4 dereferenceable(4) @_ZZL3getvE1c, i32 noundef %4)
  store i1 true, i1* @_ZGVZL3getvE1c, align 1
  br label %6

6:                                                ; preds = %2, %0
  %7 = load i32, i32* getelementptr inbounds (%struct.Config, %struct.Config* @_ZZL3getvE1c, i32 0, i32 0), align 4, !tbaa !9
  ret i32 %7
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

define linkonce_odr hidden noundef %struct.Config* @_ZN6ConfigC2Ei(%struct.Config* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = getelementptr inbounds %struct.Config, %struct.Config* %0, i32 0, i32 0
  %4 = mul nsw i32 %1, 10
  store i32 %4, i32* %3, align 4, !tbaa !9
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i32 0, i32 0), i32 noundef %1)
  %6 = icmp slt i32 %1, 3
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %9 = bitcast i8* %8 to i32*
  store i32 %1, i32* %9, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
  unreachable

10:                                               ; preds = %2
  ret %struct.Config* %0
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { noreturn }
attributes #6 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"branch_weights", i32 1048575, i32 1}
!9 = !{!10, !3, i64 0}
!10 = !{!"_ZTS6Config", !3, i64 0}
