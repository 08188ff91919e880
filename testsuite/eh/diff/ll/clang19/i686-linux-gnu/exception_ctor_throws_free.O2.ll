; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Outer = type { i32 }

$_ZN5OuterC2Ei = comdat any

$_ZN5OuterD2Ev = comdat any

$_ZN5OuterC2ERKS_ = comdat any

$_ZTS5Outer = comdat any

$_ZTI5Outer = comdat any

$_ZTS5Inner = comdat any

$_ZTI5Inner = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Outer = linkonce_odr dso_local constant [7 x i8] c"5Outer\00", comdat, align 1
@_ZTI5Outer = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Outer }, comdat, align 4
@_ZTS5Inner = linkonce_odr dso_local constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Inner }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Outer, align 4
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 -1, ptr %2, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1)
  %4 = load i32, ptr %2, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %0
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  %8 = load i32, ptr %2, align 4, !tbaa !6
  store i32 %8, ptr %7, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTI5Inner, ptr null) #8
          to label %9 unwind label %11

9:                                                ; preds = %6
  unreachable

10:                                               ; preds = %0
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD2Ev) #8
          to label %78 unwind label %13

11:                                               ; preds = %6
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  tail call void @__cxa_free_exception(ptr nonnull %2) #7
  br label %15

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi { ptr, i32 } [ %14, %13 ], [ %12, %11 ]
  %17 = extractvalue { ptr, i32 } %16, 0
  %18 = extractvalue { ptr, i32 } %16, 1
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Outer) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %28

21:                                               ; preds = %15
  %22 = tail call ptr @__cxa_begin_catch(ptr %17) #7
  %23 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  br label %24

24:                                               ; preds = %21, %31
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7
  invoke void @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %1, i32 noundef 5)
          to label %25 unwind label %35

25:                                               ; preds = %24
  %26 = call ptr @__cxa_allocate_exception(i32 4) #7
  invoke void @_ZN5OuterC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %26, ptr noundef nonnull align 4 dereferenceable(4) %1)
          to label %27 unwind label %37

27:                                               ; preds = %25
  invoke void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD2Ev) #8
          to label %78 unwind label %39

28:                                               ; preds = %15
  %29 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Inner) #7
  %30 = icmp eq i32 %18, %29
  br i1 %30, label %31, label %76

31:                                               ; preds = %28
  %32 = tail call ptr @__cxa_begin_catch(ptr %17) #7
  %33 = load i32, ptr %32, align 4, !tbaa !11
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33)
  br label %24

35:                                               ; preds = %24
  %36 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  br label %45

37:                                               ; preds = %25
  %38 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  call void @__cxa_free_exception(ptr %26) #7
  br label %41

39:                                               ; preds = %27
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
          catch ptr @_ZTI5Inner
  br label %41

41:                                               ; preds = %39, %37
  %42 = phi { ptr, i32 } [ %40, %39 ], [ %38, %37 ]
  %43 = load i32, ptr %1, align 4, !tbaa !6
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %43)
  br label %45

45:                                               ; preds = %41, %35
  %46 = phi { ptr, i32 } [ %42, %41 ], [ %36, %35 ]
  %47 = extractvalue { ptr, i32 } %46, 0
  %48 = extractvalue { ptr, i32 } %46, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7
  %49 = icmp eq i32 %48, %19
  br i1 %49, label %50, label %56

50:                                               ; preds = %45
  %51 = call ptr @__cxa_begin_catch(ptr %47) #7
  %52 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  br label %53

53:                                               ; preds = %50, %59
  call void @__cxa_end_catch()
  %54 = call ptr @__cxa_allocate_exception(i32 4) #7
  invoke void @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %54, i32 noundef 2)
          to label %55 unwind label %63

55:                                               ; preds = %53
  invoke void @__cxa_throw(ptr nonnull %54, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD2Ev) #8
          to label %78 unwind label %65

56:                                               ; preds = %45
  %57 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Inner) #7
  %58 = icmp eq i32 %48, %57
  br i1 %58, label %59, label %76

59:                                               ; preds = %56
  %60 = call ptr @__cxa_begin_catch(ptr %47) #7
  %61 = load i32, ptr %60, align 4, !tbaa !11
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61)
  br label %53

63:                                               ; preds = %53
  %64 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5Outer
  call void @__cxa_free_exception(ptr %54) #7
  br label %67

65:                                               ; preds = %55
  %66 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Outer
  br label %67

67:                                               ; preds = %65, %63
  %68 = phi { ptr, i32 } [ %66, %65 ], [ %64, %63 ]
  %69 = extractvalue { ptr, i32 } %68, 1
  %70 = icmp eq i32 %69, %19
  br i1 %70, label %71, label %76

71:                                               ; preds = %67
  %72 = extractvalue { ptr, i32 } %68, 0
  %73 = call ptr @__cxa_begin_catch(ptr %72) #7
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %74)
  call void @__cxa_end_catch()
  ret i32 0

76:                                               ; preds = %67, %56, %28
  %77 = phi { ptr, i32 } [ %68, %67 ], [ %46, %56 ], [ %16, %28 ]
  resume { ptr, i32 } %77

78:                                               ; preds = %55, %27, %10
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %1)
  %4 = load i32, ptr %0, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  %8 = load i32, ptr %0, align 4, !tbaa !6
  store i32 %8, ptr %7, align 16, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTI5Inner, ptr null) #8
  unreachable

9:                                                ; preds = %2
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5OuterD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %2)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5OuterC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = load i32, ptr %1, align 4, !tbaa !6
  store i32 %3, ptr %0, align 4, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3)
  %5 = load i32, ptr %0, align 4, !tbaa !6
  %6 = icmp eq i32 %5, 5
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 50, ptr %8, align 16, !tbaa !11
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTI5Inner, ptr null) #8
  unreachable

9:                                                ; preds = %2
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS5Outer", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !8, i64 0}
!12 = !{!"_ZTS5Inner", !8, i64 0}
