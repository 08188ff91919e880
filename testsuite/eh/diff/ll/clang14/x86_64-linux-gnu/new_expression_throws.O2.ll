; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1
@str = private unnamed_addr constant [13 x i8] c"operator new\00", align 1
@str.8 = private unnamed_addr constant [16 x i8] c"operator delete\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str, i64 0, i64 0))
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef -1)
  %3 = tail call i8* @__cxa_allocate_exception(i64 4) #4
  %4 = bitcast i8* %3 to i32*
  store i32 -1, i32* %4, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.8, i64 0, i64 0)) #4
  %9 = extractvalue { i8*, i32 } %7, 1
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %6
  %13 = extractvalue { i8*, i32 } %7, 0
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #4
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %16)
  tail call void @__cxa_end_catch() #4
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.5, i64 0, i64 0), i32 noundef 7)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef -2)
  %20 = tail call i8* @__cxa_allocate_exception(i64 4) #4
  %21 = bitcast i8* %20 to i32*
  store i32 -2, i32* %21, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %20, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %22 unwind label %23

22:                                               ; preds = %12
  unreachable

23:                                               ; preds = %12
  %24 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i64 0, i64 0), i32 noundef 7) #4
  %26 = extractvalue { i8*, i32 } %24, 1
  %27 = icmp eq i32 %26, %9
  br i1 %27, label %28, label %38

28:                                               ; preds = %23
  %29 = extractvalue { i8*, i32 } %24, 0
  %30 = tail call i8* @__cxa_begin_catch(i8* %29) #4
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %31, align 4, !tbaa !5
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %32)
  tail call void @__cxa_end_catch() #4
  %34 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str, i64 0, i64 0))
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef 3)
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef 3) #4
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.8, i64 0, i64 0)) #4
  ret i32 0

38:                                               ; preds = %23, %6
  %39 = phi { i8*, i32 } [ %24, %23 ], [ %7, %6 ]
  resume { i8*, i32 } %39
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
