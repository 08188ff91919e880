; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.S, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  store i32 3, ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 4, ptr %2, align 4, !tbaa !10
  %3 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store i64 4, ptr %3, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIM1Si, ptr null) #7
          to label %68 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIM1Ti
          catch ptr @_ZTIM1Si
  %6 = extractvalue { ptr, i32 } %5, 0
  %7 = extractvalue { ptr, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1Ti) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_begin_catch(ptr %6) #6
  %12 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %13

13:                                               ; preds = %10, %18
  tail call void @__cxa_end_catch() #6
  %14 = tail call ptr @__cxa_allocate_exception(i64 8) #6
  store i64 0, ptr %14, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIM1Si, ptr null) #7
          to label %68 unwind label %24

15:                                               ; preds = %4
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1Si) #6
  %17 = icmp eq i32 %7, %16
  br i1 %17, label %18, label %66

18:                                               ; preds = %15
  %19 = tail call ptr @__cxa_begin_catch(ptr %6) #6
  %20 = load i64, ptr %19, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %1, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !12
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22)
  br label %13

24:                                               ; preds = %13
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIM1SKi
  %26 = extractvalue { ptr, i32 } %25, 1
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1SKi) #6
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %66

29:                                               ; preds = %24
  %30 = extractvalue { ptr, i32 } %25, 0
  %31 = tail call ptr @__cxa_begin_catch(ptr %30) #6
  %32 = load i64, ptr %31, align 8, !tbaa !11
  %33 = getelementptr inbounds i8, ptr %1, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !12
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34)
  tail call void @__cxa_end_catch() #6
  %36 = tail call ptr @__cxa_allocate_exception(i64 16) #6
  store i64 ptrtoint (ptr @_ZN1S5twiceEv to i64), ptr %36, align 16, !tbaa !11
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  store i64 0, ptr %37, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %36, ptr nonnull @_ZTIM1SFivE, ptr null) #7
          to label %68 unwind label %38

38:                                               ; preds = %29
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIM1SFivE
  %40 = extractvalue { ptr, i32 } %39, 1
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1SFivE) #6
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %66

43:                                               ; preds = %38
  %44 = extractvalue { ptr, i32 } %39, 0
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #6
  %46 = load i64, ptr %45, align 8, !tbaa !11
  %47 = getelementptr inbounds i8, ptr %45, i64 8
  %48 = load i64, ptr %47, align 8, !tbaa !11
  %49 = getelementptr inbounds i8, ptr %1, i64 %48
  %50 = and i64 %46, 1
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %57, label %52

52:                                               ; preds = %43
  %53 = load ptr, ptr %49, align 8, !tbaa !13
  %54 = getelementptr i8, ptr %53, i64 %46
  %55 = getelementptr i8, ptr %54, i64 -1
  %56 = load ptr, ptr %55, align 8, !nosanitize !15
  br label %59

57:                                               ; preds = %43
  %58 = inttoptr i64 %46 to ptr
  br label %59

59:                                               ; preds = %57, %52
  %60 = phi ptr [ %56, %52 ], [ %58, %57 ]
  %61 = invoke noundef i32 %60(ptr noundef nonnull align 4 dereferenceable(8) %49)
          to label %62 unwind label %64

62:                                               ; preds = %59
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %61)
  call void @__cxa_end_catch() #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  ret i32 0

64:                                               ; preds = %59
  %65 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_end_catch() #6
  br label %66

66:                                               ; preds = %64, %38, %24, %15
  %67 = phi { ptr, i32 } [ %65, %64 ], [ %39, %38 ], [ %25, %24 ], [ %5, %15 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  resume { ptr, i32 } %67

68:                                               ; preds = %29, %13, %0
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZN1S5twiceEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  %3 = load i32, ptr %2, align 4, !tbaa !10
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS1S", !7, i64 0, !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = !{!8, !8, i64 0}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"vtable pointer", !9, i64 0}
!15 = !{}
