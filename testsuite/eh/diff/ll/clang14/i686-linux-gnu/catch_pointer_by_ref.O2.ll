; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@_ZTIPi = external constant i8*
@.str = private unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", align 1
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", align 1
@_ZL5other = internal global i32 7, align 4
@.str.4 = private unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"null: %d\0A\00", align 1
@_ZL5value = internal global i32 42, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZL4text = internal constant [17 x i8] c"an array of char\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %2 = bitcast i8* %1 to i32**
  store i32* @_ZL5value, i32** %2, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
          to label %3 unwind label %4

3:                                                ; preds = %0
  unreachable

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %6 = extractvalue { i8*, i32 } %5, 0
  %7 = extractvalue { i8*, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #4
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %93

10:                                               ; preds = %4
  %11 = tail call i8* @__cxa_begin_catch(i8* %6) #4
  %12 = getelementptr i8, i8* %6, i32 32
  %13 = bitcast i8* %12 to i32**
  %14 = load i32*, i32** %13, align 4, !tbaa !6
  %15 = load i32, i32* %14, align 4, !tbaa !10
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %15)
  tail call void @__cxa_end_catch() #4
  %17 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %18 = bitcast i8* %17 to i8**
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i8** %18, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #5
          to label %19 unwind label %20

19:                                               ; preds = %10
  unreachable

20:                                               ; preds = %10
  %21 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %22 = extractvalue { i8*, i32 } %21, 0
  %23 = extractvalue { i8*, i32 } %21, 1
  %24 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #4
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %93

26:                                               ; preds = %20
  %27 = tail call i8* @__cxa_begin_catch(i8* %22) #4
  %28 = getelementptr i8, i8* %22, i32 32
  %29 = bitcast i8* %28 to i8**
  %30 = load i8*, i8** %29, align 4, !tbaa !6
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i8* noundef %30)
  tail call void @__cxa_end_catch() #4
  %32 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %33 = bitcast i8* %32 to i8**
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @_ZL4text, i32 0, i32 0), i8** %33, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %32, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #5
          to label %34 unwind label %35

34:                                               ; preds = %26
  unreachable

35:                                               ; preds = %26
  %36 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %37 = extractvalue { i8*, i32 } %36, 0
  %38 = extractvalue { i8*, i32 } %36, 1
  %39 = icmp eq i32 %38, %23
  br i1 %39, label %40, label %93

40:                                               ; preds = %35
  %41 = tail call i8* @__cxa_begin_catch(i8* %37) #4
  %42 = getelementptr i8, i8* %37, i32 32
  %43 = bitcast i8* %42 to i8**
  %44 = load i8*, i8** %43, align 4, !tbaa !6
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.2, i32 0, i32 0), i8* noundef %44)
  tail call void @__cxa_end_catch() #4
  %46 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %47 = bitcast i8* %46 to i32**
  store i32* @_ZL5value, i32** %47, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %46, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
          to label %48 unwind label %49

48:                                               ; preds = %40
  unreachable

49:                                               ; preds = %40
  %50 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %51 = extractvalue { i8*, i32 } %50, 0
  %52 = extractvalue { i8*, i32 } %50, 1
  %53 = icmp eq i32 %52, %7
  br i1 %53, label %54, label %65

54:                                               ; preds = %49
  %55 = tail call i8* @__cxa_begin_catch(i8* %51) #4
  %56 = getelementptr i8, i8* %51, i32 32
  %57 = bitcast i8* %56 to i32**
  %58 = load i32*, i32** %57, align 4, !tbaa !6
  %59 = load i32, i32* %58, align 4, !tbaa !10
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %59)
  store i32* @_ZL5other, i32** %57, align 4, !tbaa !6
  invoke void @__cxa_rethrow() #5
          to label %98 unwind label %61

61:                                               ; preds = %54
  %62 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %63 = extractvalue { i8*, i32 } %62, 0
  %64 = extractvalue { i8*, i32 } %62, 1
  tail call void @__cxa_end_catch() #4
  br label %65

65:                                               ; preds = %61, %49
  %66 = phi i32 [ %64, %61 ], [ %52, %49 ]
  %67 = phi i8* [ %63, %61 ], [ %51, %49 ]
  %68 = icmp eq i32 %66, %7
  br i1 %68, label %69, label %93

69:                                               ; preds = %65
  %70 = tail call i8* @__cxa_begin_catch(i8* %67) #4
  %71 = getelementptr i8, i8* %67, i32 32
  %72 = bitcast i8* %71 to i32**
  %73 = load i32*, i32** %72, align 4, !tbaa !6
  %74 = load i32, i32* %73, align 4, !tbaa !10
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef %74)
  tail call void @__cxa_end_catch() #4
  %76 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %77 = bitcast i8* %76 to i32**
  store i32* null, i32** %77, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %76, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
          to label %78 unwind label %79

78:                                               ; preds = %69
  unreachable

79:                                               ; preds = %69
  %80 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %81 = extractvalue { i8*, i32 } %80, 0
  %82 = extractvalue { i8*, i32 } %80, 1
  %83 = icmp eq i32 %82, %7
  br i1 %83, label %84, label %93

84:                                               ; preds = %79
  %85 = tail call i8* @__cxa_begin_catch(i8* %81) #4
  %86 = getelementptr i8, i8* %81, i32 32
  %87 = bitcast i8* %86 to i32**
  %88 = load i32*, i32** %87, align 4, !tbaa !6
  %89 = icmp eq i32* %88, null
  %90 = zext i1 %89 to i32
  %91 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i32 noundef %90)
  tail call void @__cxa_end_catch() #4
  %92 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i32 0, i32 0))
  ret i32 0

93:                                               ; preds = %79, %65, %35, %20, %4
  %94 = phi i32 [ %82, %79 ], [ %66, %65 ], [ %38, %35 ], [ %23, %20 ], [ %7, %4 ]
  %95 = phi i8* [ %81, %79 ], [ %67, %65 ], [ %37, %35 ], [ %22, %20 ], [ %6, %4 ]
  %96 = insertvalue { i8*, i32 } undef, i8* %95, 0
  %97 = insertvalue { i8*, i32 } %96, i32 %94, 1
  resume { i8*, i32 } %97

98:                                               ; preds = %54
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
