; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %62
  ret i32 0

2:                                                ; preds = %0, %62
  %3 = phi i32 [ 0, %0 ], [ %63, %62 ]
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 2)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 3)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 4)
  %8 = icmp eq i32 %3, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %11 = bitcast i8* %10 to i32*
  store i32 40, i32* %11, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %47 unwind label %22

12:                                               ; preds = %2
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 4) #1
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 5)
  %15 = icmp eq i32 %3, 1
  br i1 %15, label %16, label %29

16:                                               ; preds = %12
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 6)
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef 6)
  %19 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %20 = bitcast i8* %19 to i32*
  store i32 6, i32* %20, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %19, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %21 unwind label %25

21:                                               ; preds = %16
  unreachable

22:                                               ; preds = %9
  %23 = cleanuppad within none []
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 4) #1 [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %37

25:                                               ; preds = %16
  %26 = cleanuppad within none []
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 6) #1 [ "funclet"(token %26) ]
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 5) #1 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %37

29:                                               ; preds = %12
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3)
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 5) #1
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 3) #1
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 2) #1
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 7)
  %35 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %36 = bitcast i8* %35 to i32*
  store i32 70, i32* %36, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %35, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %47 unwind label %41

37:                                               ; preds = %25, %22
  %38 = cleanuppad within none []
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 3) #1 [ "funclet"(token %38) ]
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 2) #1 [ "funclet"(token %38) ]
  cleanupret from %38 unwind label %44

41:                                               ; preds = %29
  %42 = cleanuppad within none []
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 7) #1 [ "funclet"(token %42) ]
  cleanupret from %42 unwind label %44

44:                                               ; preds = %41, %37
  %45 = cleanuppad within none []
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 1) #1 [ "funclet"(token %45) ]
  cleanupret from %45 unwind label %48

47:                                               ; preds = %29, %9
  unreachable

48:                                               ; preds = %44
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [i8* bitcast (i8** @_ZTIi to i8*)]
  %52 = tail call i8* @llvm.wasm.get.exception(token %51)
  %53 = tail call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %50
  %57 = call i8* @__cxa_begin_catch(i8* %52) #1 [ "funclet"(token %51) ]
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 4, !tbaa !2
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %59) [ "funclet"(token %51) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %51) ]
  catchret from %51 to label %62

61:                                               ; preds = %50
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %51) ]
  unreachable

62:                                               ; preds = %56
  %63 = add nuw nsw i32 %3, 1
  %64 = icmp eq i32 %63, 3
  br i1 %64, label %1, label %2, !llvm.loop !6
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
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
