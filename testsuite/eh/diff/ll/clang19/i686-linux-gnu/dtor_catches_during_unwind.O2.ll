; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Careful = type { i8 }

$__clang_call_terminate = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZN7CarefulD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Err }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"main caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.4 = private unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"~Careful start\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"~Careful end\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  invoke fastcc void @_ZL4workv()
          to label %11 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %3 = extractvalue { ptr, i32 } %2, 1
  %4 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #9
  %5 = icmp eq i32 %3, %4
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = extractvalue { ptr, i32 } %2, 0
  %8 = tail call ptr @__cxa_begin_catch(ptr %7) #9
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9)
  tail call void @__cxa_end_catch()
  ret i32 0

11:                                               ; preds = %0
  unreachable

12:                                               ; preds = %1
  resume { ptr, i32 } %2
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL4workv() unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Careful, align 1
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #9
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store i32 1, ptr %2, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #10
          to label %5 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN7CarefulD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #9
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #9
  resume { ptr, i32 } %4

5:                                                ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #9
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7CarefulD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke fastcc void @_ZL7helper2i()
          to label %13 unwind label %3

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
          catch ptr null
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #9
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %30

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %11)
  invoke void @__cxa_end_catch()
          to label %14 unwind label %27

13:                                               ; preds = %1
  unreachable

14:                                               ; preds = %9
  %15 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store i32 3, ptr %15, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTIi, ptr null) #10
          to label %32 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  %19 = extractvalue { ptr, i32 } %17, 1
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %16
  %23 = tail call ptr @__cxa_begin_catch(ptr %18) #9
  %24 = load i32, ptr %23, align 4, !tbaa !11
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %24)
  tail call void @__cxa_end_catch() #9
  %26 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret void

27:                                               ; preds = %9
  %28 = landingpad { ptr, i32 }
          catch ptr null
  %29 = extractvalue { ptr, i32 } %28, 0
  tail call void @__clang_call_terminate(ptr %29) #11
  unreachable

30:                                               ; preds = %16, %3
  %31 = phi ptr [ %18, %16 ], [ %5, %3 ]
  tail call void @__clang_call_terminate(ptr %31) #11
  unreachable

32:                                               ; preds = %14
  unreachable
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL7helper2i() unnamed_addr #7 {
  tail call fastcc void @_ZL6helperi()
  unreachable
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL6helperi() unnamed_addr #7 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store i32 2, ptr %1, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #10
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS3Err", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!8, !8, i64 0}
