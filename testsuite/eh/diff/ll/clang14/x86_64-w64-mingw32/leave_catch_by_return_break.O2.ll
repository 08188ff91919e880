; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.E = type { i32 }

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@.str = private unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@.str.5 = private unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.9 = private unnamed_addr constant [6 x i8] c"never\00", align 1
@str.10 = private unnamed_addr constant [6 x i8] c"break\00", align 1
@str.11 = private unnamed_addr constant [5 x i8] c"goto\00", align 1
@str.12 = private unnamed_addr constant [9 x i8] c"continue\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %2 = bitcast i8* %1 to i32*
  store i32 1, i32* %2, align 4, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #6
          to label %10 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %5 = extractvalue { i8*, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #5
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %21, %43, %63, %83, %3
  %9 = phi { i8*, i32 } [ %4, %3 ], [ %22, %21 ], [ %44, %43 ], [ %64, %63 ], [ %84, %83 ]
  resume { i8*, i32 } %9

10:                                               ; preds = %0
  unreachable

11:                                               ; preds = %3
  %12 = extractvalue { i8*, i32 } %4, 0
  %13 = tail call i8* @__cxa_begin_catch(i8* %12) #5
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !4
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i64 0, i64 0), i32 noundef %15)
  %17 = load i32, i32* %14, align 4, !tbaa !4
  tail call void @__cxa_end_catch()
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %17)
  %19 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %20 = bitcast i8* %19 to i32*
  store i32 2, i32* %20, align 4, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %19, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #6
          to label %102 unwind label %21

21:                                               ; preds = %11
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %23 = extractvalue { i8*, i32 } %22, 1
  %24 = icmp eq i32 %23, %5
  br i1 %24, label %25, label %8

25:                                               ; preds = %21
  %26 = extractvalue { i8*, i32 } %22, 0
  %27 = tail call i8* @__cxa_begin_catch(i8* %26) #5
  %28 = bitcast i8* %27 to i32*
  %29 = load i32, i32* %28, align 4, !tbaa !4
  switch i32 %29, label %36 [
    i32 2, label %30
    i32 3, label %34
    i32 4, label %32
  ]

30:                                               ; preds = %25
  %31 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.12, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %40

32:                                               ; preds = %87, %67, %47, %25
  %33 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.10, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %100

34:                                               ; preds = %25
  %35 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.11, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %38

36:                                               ; preds = %25
  tail call void @__cxa_end_catch()
  %37 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.9, i64 0, i64 0))
  br label %38

38:                                               ; preds = %34, %36
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef 2)
  br label %40

40:                                               ; preds = %30, %38
  %41 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %42 = bitcast i8* %41 to i32*
  store i32 3, i32* %42, align 4, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %41, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #6
          to label %102 unwind label %43

43:                                               ; preds = %40
  %44 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %45 = extractvalue { i8*, i32 } %44, 1
  %46 = icmp eq i32 %45, %5
  br i1 %46, label %47, label %8

47:                                               ; preds = %43
  %48 = extractvalue { i8*, i32 } %44, 0
  %49 = tail call i8* @__cxa_begin_catch(i8* %48) #5
  %50 = bitcast i8* %49 to i32*
  %51 = load i32, i32* %50, align 4, !tbaa !4
  switch i32 %51, label %56 [
    i32 2, label %54
    i32 3, label %52
    i32 4, label %32
  ]

52:                                               ; preds = %47
  %53 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.11, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %58

54:                                               ; preds = %47
  %55 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.12, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %60

56:                                               ; preds = %47
  tail call void @__cxa_end_catch()
  %57 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.9, i64 0, i64 0))
  br label %58

58:                                               ; preds = %56, %52
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef 3)
  br label %60

60:                                               ; preds = %58, %54
  %61 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %62 = bitcast i8* %61 to i32*
  store i32 4, i32* %62, align 4, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %61, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #6
          to label %102 unwind label %63

63:                                               ; preds = %60
  %64 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %65 = extractvalue { i8*, i32 } %64, 1
  %66 = icmp eq i32 %65, %5
  br i1 %66, label %67, label %8

67:                                               ; preds = %63
  %68 = extractvalue { i8*, i32 } %64, 0
  %69 = tail call i8* @__cxa_begin_catch(i8* %68) #5
  %70 = bitcast i8* %69 to i32*
  %71 = load i32, i32* %70, align 4, !tbaa !4
  switch i32 %71, label %76 [
    i32 2, label %74
    i32 3, label %72
    i32 4, label %32
  ]

72:                                               ; preds = %67
  %73 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.11, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %78

74:                                               ; preds = %67
  %75 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.12, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %80

76:                                               ; preds = %67
  tail call void @__cxa_end_catch()
  %77 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.9, i64 0, i64 0))
  br label %78

78:                                               ; preds = %76, %72
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef 4)
  br label %80

80:                                               ; preds = %78, %74
  %81 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %82 = bitcast i8* %81 to i32*
  store i32 5, i32* %82, align 4, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #6
          to label %102 unwind label %83

83:                                               ; preds = %80
  %84 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %85 = extractvalue { i8*, i32 } %84, 1
  %86 = icmp eq i32 %85, %5
  br i1 %86, label %87, label %8

87:                                               ; preds = %83
  %88 = extractvalue { i8*, i32 } %84, 0
  %89 = tail call i8* @__cxa_begin_catch(i8* %88) #5
  %90 = bitcast i8* %89 to i32*
  %91 = load i32, i32* %90, align 4, !tbaa !4
  switch i32 %91, label %96 [
    i32 2, label %94
    i32 3, label %92
    i32 4, label %32
  ]

92:                                               ; preds = %87
  %93 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.11, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %98

94:                                               ; preds = %87
  %95 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.12, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %100

96:                                               ; preds = %87
  tail call void @__cxa_end_catch()
  %97 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.9, i64 0, i64 0))
  br label %98

98:                                               ; preds = %96, %92
  %99 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0), i32 noundef 5)
  br label %100

100:                                              ; preds = %94, %98, %32
  %101 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  ret i32 0

102:                                              ; preds = %80, %60, %40, %11
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %3)
  ret void
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 0}
!5 = !{!"_ZTS1E", !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
