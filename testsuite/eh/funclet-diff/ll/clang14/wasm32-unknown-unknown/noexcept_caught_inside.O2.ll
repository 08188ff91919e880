; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str, i32 0, i32 0), i32 noundef 1, i32 noundef 0)
  br label %2

2:                                                ; preds = %36, %0
  %3 = phi i32 [ 0, %0 ], [ %39, %36 ]
  %4 = phi i32 [ 0, %0 ], [ %38, %36 ]
  %5 = icmp ult i32 %3, 4
  br i1 %5, label %11, label %6

6:                                                ; preds = %2
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i32 noundef %4)
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %9 = bitcast i8* %8 to i32*
  store i32 3, i32* %9, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %10 unwind label %40

10:                                               ; preds = %6
  unreachable

11:                                               ; preds = %2
  %12 = and i32 %3, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %36, label %14

14:                                               ; preds = %11
  %15 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %16 = bitcast i8* %15 to i32*
  store i32 %3, i32* %16, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %17 unwind label %18

17:                                               ; preds = %14
  unreachable

18:                                               ; preds = %14
  %19 = catchswitch within none [label %20] unwind label %34

20:                                               ; preds = %18
  %21 = catchpad within %19 [i8* bitcast (i8** @_ZTIi to i8*)]
  %22 = tail call i8* @llvm.wasm.get.exception(token %21) #2
  %23 = tail call i32 @llvm.wasm.get.ehselector(token %21) #2
  %24 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %20
  %27 = call i8* @__cxa_begin_catch(i8* %22) #2 [ "funclet"(token %21) ]
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4, !tbaa !2
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %29) #2 [ "funclet"(token %21) ]
  %31 = sub nsw i32 0, %29
  call void @__cxa_end_catch() #2 [ "funclet"(token %21) ]
  catchret from %21 to label %36

32:                                               ; preds = %20
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %21) ]
          to label %33 unwind label %34

33:                                               ; preds = %32
  unreachable

34:                                               ; preds = %32, %18
  %35 = cleanuppad within none []
  call void @_ZSt9terminatev() #5 [ "funclet"(token %35) ]
  unreachable

36:                                               ; preds = %11, %26
  %37 = phi i32 [ %31, %26 ], [ %3, %11 ]
  %38 = add nsw i32 %37, %4
  %39 = add nuw nsw i32 %3, 1
  br label %2, !llvm.loop !6

40:                                               ; preds = %6
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [i8* bitcast (i8** @_ZTIi to i8*)]
  %44 = tail call i8* @llvm.wasm.get.exception(token %43)
  %45 = tail call i32 @llvm.wasm.get.ehselector(token %43)
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %53

48:                                               ; preds = %42
  %49 = call i8* @__cxa_begin_catch(i8* %44) #2 [ "funclet"(token %43) ]
  %50 = bitcast i8* %49 to i32*
  %51 = load i32, i32* %50, align 4, !tbaa !2
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %51) [ "funclet"(token %43) ]
  call void @__cxa_end_catch() #2 [ "funclet"(token %43) ]
  catchret from %43 to label %54

53:                                               ; preds = %42
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %43) ]
  unreachable

54:                                               ; preds = %48
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_wasm_personality_v0(...)

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

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

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
