; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"translating %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@str.7 = private unnamed_addr constant [7 x i8] c"~Guard\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 1, ptr %1, align 4, !tbaa !6
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %25 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %5 = extractvalue { ptr, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %26

8:                                                ; preds = %3
  %9 = extractvalue { ptr, i32 } %4, 0
  %10 = tail call ptr @__cxa_begin_catch(ptr %9) #6
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %11)
  %13 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %14 = load i32, ptr %10, align 4, !tbaa !6
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %13, align 4, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %15)
  invoke void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %25 unwind label %17

17:                                               ; preds = %8
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  invoke void @__cxa_end_catch()
          to label %20 unwind label %22

20:                                               ; preds = %17
  %21 = extractvalue { ptr, i32 } %18, 1
  br label %26

22:                                               ; preds = %17
  %23 = landingpad { ptr, i32 }
          catch ptr null
  %24 = extractvalue { ptr, i32 } %23, 0
  tail call void @__clang_call_terminate(ptr %24) #8
  unreachable

25:                                               ; preds = %8, %0
  unreachable

26:                                               ; preds = %20, %3
  %27 = phi i32 [ %21, %20 ], [ %5, %3 ]
  %28 = phi { ptr, i32 } [ %18, %20 ], [ %4, %3 ]
  %29 = extractvalue { ptr, i32 } %28, 0
  %30 = icmp eq i32 %27, %6
  br i1 %30, label %31, label %66

31:                                               ; preds = %26
  %32 = tail call ptr @__cxa_begin_catch(ptr %29) #6
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33)
  tail call void @__cxa_end_catch()
  %35 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 5, ptr %35, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTIi, ptr null) #7
          to label %71 unwind label %36

36:                                               ; preds = %31
  %37 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %38 = extractvalue { ptr, i32 } %37, 0
  %39 = extractvalue { ptr, i32 } %37, 1
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %52

42:                                               ; preds = %36
  %43 = tail call ptr @__cxa_begin_catch(ptr %38) #6
  %44 = load i32, ptr %43, align 4, !tbaa !11
  %45 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %46 = shl nsw i32 %44, 1
  store i32 %46, ptr %45, align 4, !tbaa !6
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %46)
  invoke void @__cxa_throw(ptr nonnull %45, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %71 unwind label %48

48:                                               ; preds = %42
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %50 = extractvalue { ptr, i32 } %49, 0
  %51 = extractvalue { ptr, i32 } %49, 1
  tail call void @__cxa_end_catch() #6
  br label %52

52:                                               ; preds = %48, %36
  %53 = phi i32 [ %51, %48 ], [ %39, %36 ]
  %54 = phi ptr [ %50, %48 ], [ %38, %36 ]
  %55 = icmp eq i32 %53, %40
  br i1 %55, label %56, label %60

56:                                               ; preds = %52
  %57 = tail call ptr @__cxa_begin_catch(ptr %54) #6
  %58 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch() #6
  br label %59

59:                                               ; preds = %56, %62
  ret i32 0

60:                                               ; preds = %52
  %61 = icmp eq i32 %53, %6
  br i1 %61, label %62, label %66

62:                                               ; preds = %60
  %63 = tail call ptr @__cxa_begin_catch(ptr %54) #6
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %64)
  tail call void @__cxa_end_catch()
  br label %59

66:                                               ; preds = %60, %26
  %67 = phi i32 [ %53, %60 ], [ %27, %26 ]
  %68 = phi ptr [ %54, %60 ], [ %29, %26 ]
  %69 = insertvalue { ptr, i32 } poison, ptr %68, 0
  %70 = insertvalue { ptr, i32 } %69, i32 %67, 1
  resume { ptr, i32 } %70

71:                                               ; preds = %42, %31
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %2)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS1E", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!8, !8, i64 0}
