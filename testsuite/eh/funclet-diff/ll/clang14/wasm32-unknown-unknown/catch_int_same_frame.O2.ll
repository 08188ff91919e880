; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [8 x i8] c"try %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"caught int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"after try %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %5

1:                                                ; preds = %31
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %32)
  %3 = icmp ne i32 %32, 40
  %4 = zext i1 %3 to i32
  ret i32 %4

5:                                                ; preds = %0, %31
  %6 = phi i32 [ 0, %0 ], [ %32, %31 ]
  %7 = phi i32 [ 0, %0 ], [ %34, %31 ]
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
  %9 = icmp eq i32 %7, 2
  br i1 %9, label %14, label %10

10:                                               ; preds = %5
  %11 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %12 = bitcast i8* %11 to i32*
  %13 = mul nuw nsw i32 %7, 10
  store i32 %13, i32* %12, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %36 unwind label %16

14:                                               ; preds = %5
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0), i32 noundef 2)
  br label %31

16:                                               ; preds = %10
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [i8* bitcast (i8** @_ZTIi to i8*)]
  %20 = tail call i8* @llvm.wasm.get.exception(token %19)
  %21 = tail call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = call i8* @__cxa_begin_catch(i8* %20) #2 [ "funclet"(token %19) ]
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4, !tbaa !2
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i32 0, i32 0), i32 noundef %27) [ "funclet"(token %19) ]
  %29 = add nsw i32 %27, %6
  call void @__cxa_end_catch() #2 [ "funclet"(token %19) ]
  catchret from %19 to label %31

30:                                               ; preds = %18
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %19) ]
  unreachable

31:                                               ; preds = %24, %14
  %32 = phi i32 [ %29, %24 ], [ %6, %14 ]
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i32 0, i32 0), i32 noundef %7)
  %34 = add nuw nsw i32 %7, 1
  %35 = icmp eq i32 %34, 4
  br i1 %35, label %1, label %5, !llvm.loop !6

36:                                               ; preds = %10
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_wasm_personality_v0(...)

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { noreturn }

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
