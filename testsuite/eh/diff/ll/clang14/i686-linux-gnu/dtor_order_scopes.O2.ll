; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %51
  ret i32 0

2:                                                ; preds = %0, %51
  %3 = phi i32 [ 0, %0 ], [ %57, %51 ]
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 1)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 2)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 3)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 4)
  %8 = icmp eq i32 %3, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %11 = bitcast i8* %10 to i32*
  store i32 40, i32* %11, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %50 unwind label %12

12:                                               ; preds = %9
  %13 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %35

14:                                               ; preds = %2
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 4) #3
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 5)
  %17 = icmp eq i32 %3, 1
  br i1 %17, label %18, label %27

18:                                               ; preds = %14
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 6)
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef 6)
  %21 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %22 = bitcast i8* %21 to i32*
  store i32 6, i32* %22, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %23 unwind label %24

23:                                               ; preds = %18
  unreachable

24:                                               ; preds = %18
  %25 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 6) #3
  br label %35

27:                                               ; preds = %14
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3)
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 5) #3
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 3) #3
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 2) #3
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef 7)
  %33 = tail call i8* @__cxa_allocate_exception(i32 4) #3
  %34 = bitcast i8* %33 to i32*
  store i32 70, i32* %34, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %33, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %50 unwind label %40

35:                                               ; preds = %24, %12
  %36 = phi i32 [ 5, %24 ], [ 4, %12 ]
  %37 = phi { i8*, i32 } [ %25, %24 ], [ %13, %12 ]
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef %36) #3
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 3) #3
  br label %42

40:                                               ; preds = %27
  %41 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  br label %42

42:                                               ; preds = %40, %35
  %43 = phi i32 [ 7, %40 ], [ 2, %35 ]
  %44 = phi { i8*, i32 } [ %41, %40 ], [ %37, %35 ]
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef %43) #3
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef 1) #3
  %47 = extractvalue { i8*, i32 } %44, 1
  %48 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %51, label %59

50:                                               ; preds = %27, %9
  unreachable

51:                                               ; preds = %42
  %52 = extractvalue { i8*, i32 } %44, 0
  %53 = tail call i8* @__cxa_begin_catch(i8* %52) #3
  %54 = bitcast i8* %53 to i32*
  %55 = load i32, i32* %54, align 4, !tbaa !6
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %55)
  tail call void @__cxa_end_catch() #3
  %57 = add nuw nsw i32 %3, 1
  %58 = icmp eq i32 %57, 3
  br i1 %58, label %1, label %2, !llvm.loop !10

59:                                               ; preds = %42
  resume { i8*, i32 } %44
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
