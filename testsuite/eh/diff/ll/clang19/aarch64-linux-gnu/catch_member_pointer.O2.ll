; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S = type { i32, i32 }

$_ZN1S5twiceEv = comdat any

$_ZTSM1Ti = comdat any

$_ZTS1T = comdat any

$_ZTI1T = comdat any

$_ZTIM1Ti = comdat any

$_ZTSM1Si = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIM1Si = comdat any

$_ZTSM1SKi = comdat any

$_ZTIM1SKi = comdat any

$_ZTSM1SFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIM1SFivE = comdat any

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Ti = linkonce_odr dso_local constant [5 x i8] c"M1Ti\00", comdat, align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1T = linkonce_odr dso_local constant [3 x i8] c"1T\00", comdat, align 1
@_ZTI1T = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1T }, comdat, align 8
@_ZTIM1Ti = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1Ti, i32 0, ptr @_ZTIi, ptr @_ZTI1T }, comdat, align 8
@_ZTSM1Si = linkonce_odr dso_local constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTS1S = linkonce_odr dso_local constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1S }, comdat, align 8
@_ZTIM1Si = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@_ZTSM1SKi = linkonce_odr dso_local constant [6 x i8] c"M1SKi\00", comdat, align 1
@_ZTIM1SKi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1SKi, i32 1, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 8
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr dso_local constant [8 x i8] c"M1SFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr dso_local constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i64 2), ptr @_ZTSFivE }, comdat, align 8
@_ZTIM1SFivE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1SFivE, i32 0, ptr @_ZTIFivE, ptr @_ZTI1S }, comdat, align 8
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.S, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  store <2 x i32> <i32 3, i32 4>, ptr %1, align 8, !tbaa !6
  %2 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store i64 4, ptr %2, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIM1Si, ptr null) #7
          to label %67 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIM1Ti
          catch ptr @_ZTIM1Si
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1Ti) #6
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %14

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #6
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %12

12:                                               ; preds = %9, %17
  tail call void @__cxa_end_catch() #6
  %13 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store i64 0, ptr %13, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTIM1Si, ptr null) #7
          to label %67 unwind label %23

14:                                               ; preds = %3
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1Si) #6
  %16 = icmp eq i32 %6, %15
  br i1 %16, label %17, label %65

17:                                               ; preds = %14
  %18 = tail call ptr @__cxa_begin_catch(ptr %5) #6
  %19 = load i64, ptr %18, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21)
  br label %12

23:                                               ; preds = %12
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIM1SKi
  %25 = extractvalue { ptr, i32 } %24, 1
  %26 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1SKi) #6
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %65

28:                                               ; preds = %23
  %29 = extractvalue { ptr, i32 } %24, 0
  %30 = tail call ptr @__cxa_begin_catch(ptr %29) #6
  %31 = load i64, ptr %30, align 8, !tbaa !10
  %32 = getelementptr inbounds i8, ptr %1, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33)
  tail call void @__cxa_end_catch() #6
  %35 = tail call ptr @__cxa_allocate_exception(i64 16) #6
  store i64 ptrtoint (ptr @_ZN1S5twiceEv to i64), ptr %35, align 16, !tbaa !10
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  store i64 0, ptr %36, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTIM1SFivE, ptr null) #7
          to label %67 unwind label %37

37:                                               ; preds = %28
  %38 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIM1SFivE
  %39 = extractvalue { ptr, i32 } %38, 1
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1SFivE) #6
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %65

42:                                               ; preds = %37
  %43 = extractvalue { ptr, i32 } %38, 0
  %44 = tail call ptr @__cxa_begin_catch(ptr %43) #6
  %45 = load i64, ptr %44, align 8, !tbaa !10
  %46 = getelementptr inbounds i8, ptr %44, i64 8
  %47 = load i64, ptr %46, align 8, !tbaa !10
  %48 = ashr i64 %47, 1
  %49 = getelementptr inbounds i8, ptr %1, i64 %48
  %50 = and i64 %47, 1
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %56, label %52

52:                                               ; preds = %42
  %53 = load ptr, ptr %49, align 8, !tbaa !11
  %54 = getelementptr i8, ptr %53, i64 %45, !nosanitize !13
  %55 = load ptr, ptr %54, align 8, !nosanitize !13
  br label %58

56:                                               ; preds = %42
  %57 = inttoptr i64 %45 to ptr
  br label %58

58:                                               ; preds = %56, %52
  %59 = phi ptr [ %55, %52 ], [ %57, %56 ]
  %60 = invoke noundef i32 %59(ptr noundef nonnull align 4 dereferenceable(8) %49)
          to label %61 unwind label %63

61:                                               ; preds = %58
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %60)
  call void @__cxa_end_catch() #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  ret i32 0

63:                                               ; preds = %58
  %64 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_end_catch() #6
  br label %65

65:                                               ; preds = %63, %37, %23, %14
  %66 = phi { ptr, i32 } [ %64, %63 ], [ %38, %37 ], [ %24, %23 ], [ %4, %14 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  resume { ptr, i32 } %66

67:                                               ; preds = %28, %12, %0
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN1S5twiceEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #4 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  %3 = load i32, ptr %2, align 4, !tbaa !14
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !9, i64 0}
!13 = !{}
!14 = !{!15, !7, i64 4}
!15 = !{!"_ZTS1S", !7, i64 0, !7, i64 4}
