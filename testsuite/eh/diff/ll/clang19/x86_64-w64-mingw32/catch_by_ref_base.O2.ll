; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$__clang_call_terminate = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN3MidD2Ev = comdat any

$_ZN4LeafD2Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZNK4Leaf4nameEv = comdat any

$_ZN4LeafD0Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS3Mid = comdat any

$_ZTI3Mid = comdat any

$_ZTS4Leaf = comdat any

$_ZTI4Leaf = comdat any

$_ZTV4Base = comdat any

$_ZTV3Mid = comdat any

$_ZTV4Leaf = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Mid = linkonce_odr dso_local constant [5 x i8] c"3Mid\00", comdat, align 1
@_ZTI3Mid = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Mid, ptr @_ZTI4Base }, comdat, align 8
@.str = private unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"-- %d\0A\00", align 1
@_ZTS4Leaf = linkonce_odr dso_local constant [6 x i8] c"4Leaf\00", comdat, align 1
@_ZTI4Leaf = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Leaf, ptr @_ZTI3Mid }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base4nameEv, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev] }, comdat, align 8
@.str.3 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@_ZTV3Mid = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI3Mid, ptr @_ZNK3Mid4nameEv, ptr @_ZN3MidD2Ev, ptr @_ZN3MidD0Ev] }, comdat, align 8
@.str.5 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@_ZTV4Leaf = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Leaf, ptr @_ZNK4Leaf4nameEv, ptr @_ZN4LeafD2Ev, ptr @_ZN4LeafD0Ev] }, comdat, align 8
@.str.7 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@str = private unnamed_addr constant [5 x i8] c"~Mid\00", align 1
@str.9 = private unnamed_addr constant [6 x i8] c"~Leaf\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  br label %2

1:                                                ; preds = %47
  ret i32 0

2:                                                ; preds = %0, %47
  %3 = phi i32 [ 0, %0 ], [ %52, %47 ]
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #7
  switch i32 %3, label %9 [
    i32 0, label %5
    i32 1, label %7
  ]

5:                                                ; preds = %2
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 10, ptr %6, align 8, !tbaa !8
  br label %11

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 11, ptr %8, align 8, !tbaa !8
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV3Mid, i64 16), ptr %4, align 8, !tbaa !5
  br label %11

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 12, ptr %10, align 8, !tbaa !8
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Leaf, i64 16), ptr %4, align 8, !tbaa !5
  br label %11

11:                                               ; preds = %5, %7, %9
  %12 = phi ptr [ @_ZTI4Leaf, %9 ], [ @_ZTI3Mid, %7 ], [ @_ZTI4Base, %5 ]
  %13 = phi ptr [ @_ZN4LeafD2Ev, %9 ], [ @_ZN3MidD2Ev, %7 ], [ @_ZN4BaseD2Ev, %5 ]
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull %12, ptr nonnull %13) #8
          to label %14 unwind label %15

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %11
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Mid
          catch ptr @_ZTI4Base
  %17 = extractvalue { ptr, i32 } %16, 0
  %18 = extractvalue { ptr, i32 } %16, 1
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Mid) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %37

21:                                               ; preds = %15
  %22 = tail call ptr @__cxa_begin_catch(ptr %17) #7
  %23 = load ptr, ptr %22, align 8, !tbaa !5
  %24 = load ptr, ptr %23, align 8
  %25 = invoke noundef ptr %24(ptr noundef nonnull align 8 dereferenceable(12) %22)
          to label %26 unwind label %32

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %22, i64 8
  %28 = load i32, ptr %27, align 8, !tbaa !8
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %25, i32 noundef %28)
  %30 = load i32, ptr %27, align 8, !tbaa !8
  %31 = add nsw i32 %30, 100
  store i32 %31, ptr %27, align 8, !tbaa !8
  invoke void @__cxa_rethrow() #8
          to label %71 unwind label %32

32:                                               ; preds = %26, %21
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
  invoke void @__cxa_end_catch()
          to label %34 unwind label %64

34:                                               ; preds = %32
  %35 = extractvalue { ptr, i32 } %33, 1
  %36 = extractvalue { ptr, i32 } %33, 0
  br label %37

37:                                               ; preds = %34, %15
  %38 = phi i32 [ %35, %34 ], [ %18, %15 ]
  %39 = phi ptr [ %36, %34 ], [ %17, %15 ]
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #7
  %41 = icmp eq i32 %38, %40
  br i1 %41, label %42, label %59

42:                                               ; preds = %37
  %43 = tail call ptr @__cxa_begin_catch(ptr %39) #7
  %44 = load ptr, ptr %43, align 8, !tbaa !5
  %45 = load ptr, ptr %44, align 8
  %46 = invoke noundef ptr %45(ptr noundef nonnull align 8 dereferenceable(12) %43)
          to label %47 unwind label %54

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %43, i64 8
  %49 = load i32, ptr %48, align 8, !tbaa !8
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %46, i32 noundef %49)
  tail call void @__cxa_end_catch()
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3)
  %52 = add nuw nsw i32 %3, 1
  %53 = icmp eq i32 %52, 3
  br i1 %53, label %1, label %2, !llvm.loop !12

54:                                               ; preds = %42
  %55 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %56 unwind label %66

56:                                               ; preds = %54
  %57 = extractvalue { ptr, i32 } %55, 1
  %58 = extractvalue { ptr, i32 } %55, 0
  br label %59

59:                                               ; preds = %37, %56
  %60 = phi i32 [ %57, %56 ], [ %38, %37 ]
  %61 = phi ptr [ %58, %56 ], [ %39, %37 ]
  %62 = insertvalue { ptr, i32 } poison, ptr %61, 0
  %63 = insertvalue { ptr, i32 } %62, i32 %60, 1
  resume { ptr, i32 } %63

64:                                               ; preds = %32
  %65 = landingpad { ptr, i32 }
          catch ptr null
  br label %68

66:                                               ; preds = %54
  %67 = landingpad { ptr, i32 }
          catch ptr null
  br label %68

68:                                               ; preds = %66, %64
  %69 = phi { ptr, i32 } [ %65, %64 ], [ %67, %66 ]
  %70 = extractvalue { ptr, i32 } %69, 0
  tail call void @__clang_call_terminate(ptr %70) #9
  unreachable

71:                                               ; preds = %26
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local void @__cxa_rethrow() local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #7
  tail call void @_ZSt9terminatev() #9
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3)
  ret void
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3MidD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV3Mid, i64 16), ptr %0, align 8, !tbaa !5
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %4)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4LeafD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Leaf, i64 16), ptr %0, align 8, !tbaa !5
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV3Mid, i64 16), ptr %0, align 8, !tbaa !5
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !8
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  ret ptr @.str.3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3)
  tail call void @_ZdlPv(ptr noundef nonnull %0) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3Mid4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  ret ptr @.str.5
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3MidD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV3Mid, i64 16), ptr %0, align 8, !tbaa !5
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i32, ptr %3, align 8, !tbaa !8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %4)
  tail call void @_ZdlPv(ptr noundef nonnull %0) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Leaf4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  ret ptr @.str.7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4LeafD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Leaf, i64 16), ptr %0, align 8, !tbaa !5
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV3Mid, i64 16), ptr %0, align 8, !tbaa !5
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !8
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %5)
  tail call void @_ZdlPv(ptr noundef nonnull %0) #10
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS4Base", !10, i64 8}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
