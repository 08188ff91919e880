; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [8 x i8] c"try %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"caught int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"after try %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef 0)
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #3
  %3 = bitcast i8* %2 to i32*
  store i32 0, i32* %3, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %56 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %6 = extractvalue { i8*, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %54

9:                                                ; preds = %4
  %10 = extractvalue { i8*, i32 } %5, 0
  %11 = tail call i8* @__cxa_begin_catch(i8* %10) #3
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %13)
  tail call void @__cxa_end_catch() #3
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef 0)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef 1)
  %17 = tail call i8* @__cxa_allocate_exception(i64 4) #3
  %18 = bitcast i8* %17 to i32*
  store i32 10, i32* %18, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %56 unwind label %19

19:                                               ; preds = %9
  %20 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %21 = extractvalue { i8*, i32 } %20, 1
  %22 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %54

24:                                               ; preds = %19
  %25 = extractvalue { i8*, i32 } %20, 0
  %26 = tail call i8* @__cxa_begin_catch(i8* %25) #3
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %28)
  tail call void @__cxa_end_catch() #3
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef 1)
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef 2)
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef 2)
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef 2)
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef 3)
  %35 = tail call i8* @__cxa_allocate_exception(i64 4) #3
  %36 = bitcast i8* %35 to i32*
  store i32 30, i32* %36, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %35, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %56 unwind label %37

37:                                               ; preds = %24
  %38 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %39 = extractvalue { i8*, i32 } %38, 1
  %40 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %54

42:                                               ; preds = %37
  %43 = add nsw i32 %28, %13
  %44 = extractvalue { i8*, i32 } %38, 0
  %45 = tail call i8* @__cxa_begin_catch(i8* %44) #3
  %46 = bitcast i8* %45 to i32*
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %47)
  %49 = add nsw i32 %47, %43
  tail call void @__cxa_end_catch() #3
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef 3)
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %49)
  %52 = icmp ne i32 %49, 40
  %53 = zext i1 %52 to i32
  ret i32 %53

54:                                               ; preds = %37, %19, %4
  %55 = phi { i8*, i32 } [ %5, %4 ], [ %20, %19 ], [ %38, %37 ]
  resume { i8*, i32 } %55

56:                                               ; preds = %24, %9, %0
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

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
