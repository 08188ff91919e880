; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.E = type { i32 }

$_ZN1ED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [13 x i8] c"handling %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [16 x i8] c"third level %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.9 = private unnamed_addr constant [15 x i8] c"leaving nested\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i64 4) #6
  %2 = bitcast i8* %1 to i32*
  store i32 1, i32* %2, align 4, !tbaa !4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 1)
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
          to label %74 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %6 = extractvalue { i8*, i32 } %5, 0
  %7 = extractvalue { i8*, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %58

10:                                               ; preds = %4
  %11 = tail call i8* @__cxa_begin_catch(i8* %6) #6
  %12 = bitcast i8* %11 to i32*
  %13 = load i32, i32* %12, align 4, !tbaa !4
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %13)
  %15 = tail call i8* @__cxa_allocate_exception(i64 4) #6
  %16 = bitcast i8* %15 to i32*
  store i32 2, i32* %16, align 4, !tbaa !4
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i32 noundef 2)
  invoke void @__cxa_throw(i8* nonnull %15, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*)) #7
          to label %74 unwind label %22

18:                                               ; preds = %47
  %19 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  %21 = extractvalue { i8*, i32 } %19, 1
  br label %55

22:                                               ; preds = %10
  %23 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %24 = extractvalue { i8*, i32 } %23, 0
  %25 = extractvalue { i8*, i32 } %23, 1
  %26 = icmp eq i32 %25, %7
  br i1 %26, label %27, label %55

27:                                               ; preds = %22
  %28 = tail call i8* @__cxa_begin_catch(i8* %24) #6
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4, !tbaa !4
  %31 = load i32, i32* %12, align 4, !tbaa !4
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef %30, i32 noundef %31)
  %33 = tail call i8* @__cxa_allocate_exception(i64 4) #6
  %34 = bitcast i8* %33 to i32*
  store i32 3, i32* %34, align 16, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %33, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %74 unwind label %35

35:                                               ; preds = %27
  %36 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %37 = extractvalue { i8*, i32 } %36, 0
  %38 = extractvalue { i8*, i32 } %36, 1
  %39 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %54

41:                                               ; preds = %35
  %42 = tail call i8* @__cxa_begin_catch(i8* %37) #6
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 4, !tbaa !9
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %44)
  tail call void @__cxa_end_catch() #6
  %46 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.9, i64 0, i64 0))
  invoke void @__cxa_end_catch()
          to label %47 unwind label %50

47:                                               ; preds = %41
  %48 = load i32, i32* %12, align 4, !tbaa !4
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.4, i64 0, i64 0), i32 noundef %48)
  invoke void @__cxa_rethrow() #7
          to label %74 unwind label %18

50:                                               ; preds = %41
  %51 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)
  %52 = extractvalue { i8*, i32 } %51, 0
  %53 = extractvalue { i8*, i32 } %51, 1
  br label %55

54:                                               ; preds = %35
  invoke void @__cxa_end_catch()
          to label %55 unwind label %71

55:                                               ; preds = %50, %54, %22, %18
  %56 = phi i32 [ %21, %18 ], [ %25, %22 ], [ %53, %50 ], [ %38, %54 ]
  %57 = phi i8* [ %20, %18 ], [ %24, %22 ], [ %52, %50 ], [ %37, %54 ]
  invoke void @__cxa_end_catch()
          to label %58 unwind label %71

58:                                               ; preds = %55, %4
  %59 = phi i32 [ %7, %4 ], [ %56, %55 ]
  %60 = phi i8* [ %6, %4 ], [ %57, %55 ]
  %61 = icmp eq i32 %59, %8
  br i1 %61, label %62, label %68

62:                                               ; preds = %58
  %63 = tail call i8* @__cxa_begin_catch(i8* %60) #6
  %64 = bitcast i8* %63 to i32*
  %65 = load i32, i32* %64, align 4, !tbaa !4
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef %65)
  tail call void @__cxa_end_catch()
  %67 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  ret i32 0

68:                                               ; preds = %58
  %69 = insertvalue { i8*, i32 } undef, i8* %60, 0
  %70 = insertvalue { i8*, i32 } %69, i32 %59, 1
  resume { i8*, i32 } %70

71:                                               ; preds = %55, %54
  %72 = landingpad { i8*, i32 }
          catch i8* null
  %73 = extractvalue { i8*, i32 } %72, 0
  tail call void @__clang_call_terminate(i8* %73) #8
  unreachable

74:                                               ; preds = %47, %27, %10, %0
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i32 noundef %3)
  ret void
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #4 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

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
!9 = !{!6, !6, i64 0}
