; ModuleID = 'rethrow_same_object.cpp'
source_filename = "rethrow_same_object.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$__clang_call_terminate = comdat any

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1E }, comdat, align 8
@.str = private unnamed_addr constant [14 x i8] c"main hops=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"level1 hops=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"level2 hops=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~E hops=%d\0A\00", align 1
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.6 = private unnamed_addr constant [4 x i8] c"E()\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 0, ptr %1, align 4, !tbaa !5
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #7
          to label %3 unwind label %4

3:                                                ; preds = %0
  unreachable

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTI1E
  %6 = extractvalue { ptr, i32 } %5, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #6
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %23

9:                                                ; preds = %4
  %10 = extractvalue { ptr, i32 } %5, 0
  %11 = tail call ptr @__cxa_begin_catch(ptr %10) #6
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %11, align 4, !tbaa !5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13)
  invoke void @__cxa_rethrow() #7
          to label %22 unwind label %15

15:                                               ; preds = %9
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  invoke void @__cxa_end_catch()
          to label %17 unwind label %19

17:                                               ; preds = %15
  %18 = extractvalue { ptr, i32 } %16, 1
  br label %23

19:                                               ; preds = %15
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  tail call void @__clang_call_terminate(ptr %21) #8
  unreachable

22:                                               ; preds = %9
  unreachable

23:                                               ; preds = %17, %4
  %24 = phi i32 [ %18, %17 ], [ %6, %4 ]
  %25 = phi { ptr, i32 } [ %16, %17 ], [ %5, %4 ]
  %26 = icmp eq i32 %24, %7
  br i1 %26, label %27, label %39

27:                                               ; preds = %23
  %28 = extractvalue { ptr, i32 } %25, 0
  %29 = tail call ptr @__cxa_begin_catch(ptr %28) #6
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %29, align 4, !tbaa !5
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  invoke void @__cxa_rethrow() #7
          to label %38 unwind label %33

33:                                               ; preds = %27
  %34 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1E
  invoke void @__cxa_end_catch()
          to label %39 unwind label %35

35:                                               ; preds = %33
  %36 = landingpad { ptr, i32 }
          catch ptr null
  %37 = extractvalue { ptr, i32 } %36, 0
  tail call void @__clang_call_terminate(ptr %37) #8
  unreachable

38:                                               ; preds = %27
  unreachable

39:                                               ; preds = %23, %33
  %40 = phi { ptr, i32 } [ %25, %23 ], [ %34, %33 ]
  %41 = extractvalue { ptr, i32 } %40, 1
  %42 = icmp eq i32 %41, %7
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = extractvalue { ptr, i32 } %40, 0
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #6
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46)
  tail call void @__cxa_end_catch()
  %48 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0

49:                                               ; preds = %39
  resume { ptr, i32 } %40
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local void @__cxa_rethrow() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %2)
  ret void
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
