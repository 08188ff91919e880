; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_ZN1ED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@.str = private unnamed_addr constant [13 x i8] c"handling %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [16 x i8] c"third level %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"leaving nested\00", align 1
@str.9 = private unnamed_addr constant [4 x i8] c"end\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 1, ptr %1, align 4, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %67 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %52

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #6
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11)
  %13 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 2, ptr %13, align 4, !tbaa !5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  invoke void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %67 unwind label %19

15:                                               ; preds = %41
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %17 = extractvalue { ptr, i32 } %16, 0
  %18 = extractvalue { ptr, i32 } %16, 1
  br label %49

19:                                               ; preds = %9
  %20 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %21 = extractvalue { ptr, i32 } %20, 0
  %22 = extractvalue { ptr, i32 } %20, 1
  %23 = icmp eq i32 %22, %6
  br i1 %23, label %24, label %49

24:                                               ; preds = %19
  %25 = tail call ptr @__cxa_begin_catch(ptr %21) #6
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = load i32, ptr %10, align 4, !tbaa !5
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26, i32 noundef %27)
  %29 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 3, ptr %29, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %29, ptr nonnull @_ZTIi, ptr null) #7
          to label %67 unwind label %30

30:                                               ; preds = %24
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTI1E
  %32 = extractvalue { ptr, i32 } %31, 0
  %33 = extractvalue { ptr, i32 } %31, 1
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %48

36:                                               ; preds = %30
  %37 = tail call ptr @__cxa_begin_catch(ptr %32) #6
  %38 = load i32, ptr %37, align 4, !tbaa !10
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38)
  tail call void @__cxa_end_catch() #6
  %40 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_end_catch()
          to label %41 unwind label %44

41:                                               ; preds = %36
  %42 = load i32, ptr %10, align 4, !tbaa !5
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %42)
  invoke void @__cxa_rethrow() #7
          to label %67 unwind label %15

44:                                               ; preds = %36
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  %46 = extractvalue { ptr, i32 } %45, 0
  %47 = extractvalue { ptr, i32 } %45, 1
  br label %49

48:                                               ; preds = %30
  invoke void @__cxa_end_catch()
          to label %49 unwind label %64

49:                                               ; preds = %44, %48, %19, %15
  %50 = phi i32 [ %18, %15 ], [ %22, %19 ], [ %47, %44 ], [ %33, %48 ]
  %51 = phi ptr [ %17, %15 ], [ %21, %19 ], [ %46, %44 ], [ %32, %48 ]
  invoke void @__cxa_end_catch()
          to label %52 unwind label %64

52:                                               ; preds = %49, %3
  %53 = phi i32 [ %6, %3 ], [ %50, %49 ]
  %54 = phi ptr [ %5, %3 ], [ %51, %49 ]
  %55 = icmp eq i32 %53, %7
  br i1 %55, label %56, label %61

56:                                               ; preds = %52
  %57 = tail call ptr @__cxa_begin_catch(ptr %54) #6
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %58)
  tail call void @__cxa_end_catch()
  %60 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  ret i32 0

61:                                               ; preds = %52
  %62 = insertvalue { ptr, i32 } poison, ptr %54, 0
  %63 = insertvalue { ptr, i32 } %62, i32 %53, 1
  resume { ptr, i32 } %63

64:                                               ; preds = %49, %48
  %65 = landingpad { ptr, i32 }
          catch ptr null
  %66 = extractvalue { ptr, i32 } %65, 0
  tail call void @__clang_call_terminate(ptr %66) #8
  unreachable

67:                                               ; preds = %41, %24, %9, %0
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2)
  ret void
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS1E", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!7, !7, i64 0}
