; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1R = linkonce_odr constant [3 x i8] c"1R\00", align 1
@_ZTI1R = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1R, ptr @_ZTI4Base }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr constant [3 x i8] c"1D\00", align 1
@_ZTS1L = linkonce_odr constant [3 x i8] c"1L\00", align 1
@_ZTI1L = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1L, ptr @_ZTI4Base }, align 4
@_ZTI1D = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 1, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, align 4
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr constant [7 x i8] c"P4Base\00", align 1
@_ZTIP4Base = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, align 4
@_ZTSP1L = linkonce_odr constant [4 x i8] c"P1L\00", align 1
@_ZTIP1L = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1L, i32 0, ptr @_ZTI1L }, align 4
@_ZTSP1D = linkonce_odr constant [4 x i8] c"P1D\00", align 1
@_ZTIP1D = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@_ZTS4Priv = linkonce_odr constant [6 x i8] c"4Priv\00", align 1
@_ZTI4Priv = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Priv, i32 0, i32 1, ptr @_ZTI4Base, i32 0 }, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@_ZTS4Prot = linkonce_odr constant [6 x i8] c"4Prot\00", align 1
@_ZTI4Prot = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Prot, i32 0, i32 1, ptr @_ZTI4Base, i32 0 }, align 4
@str = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1
@str.8 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.10 = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.11 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %struct.D, align 4
  %2 = tail call ptr @__cxa_allocate_exception(i32 16) #5
  store i32 7, ptr %2, align 4, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 1, ptr %3, align 4, !tbaa !10
  %4 = getelementptr inbounds i8, ptr %2, i32 8
  store i32 7, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %2, i32 12
  store i32 2, ptr %5, align 4, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr null) #6
          to label %81 unwind label %6

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI1R
  %8 = extractvalue { ptr, i32 } %7, 0
  %9 = extractvalue { ptr, i32 } %7, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #5
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %6
  %13 = tail call ptr @__cxa_begin_catch(ptr %8) #5
  %14 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %15

15:                                               ; preds = %12, %23
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5
  store i32 7, ptr %1, align 4, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %16, align 4, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %1, i32 8
  store i32 7, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 2, ptr %18, align 4, !tbaa !12
  %19 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store ptr %1, ptr %19, align 8, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIP1D, ptr null) #6
          to label %81 unwind label %28

20:                                               ; preds = %6
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1R) #5
  %22 = icmp eq i32 %9, %21
  br i1 %22, label %23, label %76

23:                                               ; preds = %20
  %24 = tail call ptr @__cxa_begin_catch(ptr %8) #5
  %25 = getelementptr inbounds i8, ptr %24, i32 4
  %26 = load i32, ptr %25, align 4, !tbaa !12
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26)
  br label %15

28:                                               ; preds = %15
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP4Base
          catch ptr @_ZTIP1L
  %30 = extractvalue { ptr, i32 } %29, 0
  %31 = extractvalue { ptr, i32 } %29, 1
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #5
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %39

34:                                               ; preds = %28
  %35 = call ptr @__cxa_begin_catch(ptr %30) #5
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  br label %37

37:                                               ; preds = %34, %42
  call void @__cxa_end_catch() #5
  %38 = call ptr @__cxa_allocate_exception(i32 8) #5
  store i64 12884901895, ptr %38, align 8
  invoke void @__cxa_throw(ptr nonnull %38, ptr nonnull @_ZTI4Priv, ptr null) #6
          to label %81 unwind label %47

39:                                               ; preds = %28
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1L) #5
  %41 = icmp eq i32 %31, %40
  br i1 %41, label %42, label %73

42:                                               ; preds = %39
  %43 = call ptr @__cxa_begin_catch(ptr %30) #5
  %44 = getelementptr inbounds i8, ptr %43, i32 4
  %45 = load i32, ptr %44, align 4, !tbaa !10
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %45)
  br label %37

47:                                               ; preds = %37
  %48 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
          catch ptr @_ZTI4Priv
  %49 = extractvalue { ptr, i32 } %48, 0
  %50 = extractvalue { ptr, i32 } %48, 1
  %51 = icmp eq i32 %50, %10
  br i1 %51, label %52, label %57

52:                                               ; preds = %47
  %53 = call ptr @__cxa_begin_catch(ptr %49) #5
  %54 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  br label %55

55:                                               ; preds = %52, %60
  call void @__cxa_end_catch()
  %56 = call ptr @__cxa_allocate_exception(i32 8) #5
  store i64 17179869191, ptr %56, align 8
  invoke void @__cxa_throw(ptr nonnull %56, ptr nonnull @_ZTI4Prot, ptr null) #6
          to label %81 unwind label %65

57:                                               ; preds = %47
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Priv) #5
  %59 = icmp eq i32 %50, %58
  br i1 %59, label %60, label %73

60:                                               ; preds = %57
  %61 = call ptr @__cxa_begin_catch(ptr %49) #5
  %62 = getelementptr inbounds i8, ptr %61, i32 4
  %63 = load i32, ptr %62, align 4, !tbaa !16
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %63)
  br label %55

65:                                               ; preds = %55
  %66 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  %68 = extractvalue { ptr, i32 } %66, 1
  %69 = icmp eq i32 %68, %10
  %70 = call ptr @__cxa_begin_catch(ptr %67) #5
  %71 = select i1 %69, ptr @str.11, ptr @str.10
  %72 = call i32 @puts(ptr nonnull dereferenceable(1) %71)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5
  ret i32 0

73:                                               ; preds = %57, %39
  %74 = phi i32 [ %50, %57 ], [ %31, %39 ]
  %75 = phi ptr [ %49, %57 ], [ %30, %39 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5
  br label %76

76:                                               ; preds = %73, %20
  %77 = phi i32 [ %74, %73 ], [ %9, %20 ]
  %78 = phi ptr [ %75, %73 ], [ %8, %20 ]
  %79 = insertvalue { ptr, i32 } poison, ptr %78, 0
  %80 = insertvalue { ptr, i32 } %79, i32 %77, 1
  resume { ptr, i32 } %80

81:                                               ; preds = %55, %37, %15, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS4Base", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 4}
!11 = !{!"_ZTS1L", !6, i64 0, !7, i64 4}
!12 = !{!13, !7, i64 4}
!13 = !{!"_ZTS1R", !6, i64 0, !7, i64 4}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!17, !7, i64 4}
!17 = !{!"_ZTS4Priv", !6, i64 0, !7, i64 4}
