; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTI1D = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP1L = comdat any

$_ZTIP1L = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS4Priv = comdat any

$_ZTI4Priv = comdat any

$_ZTS4Prot = comdat any

$_ZTI4Prot = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1R, ptr @_ZTI4Base }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1L, ptr @_ZTI4Base }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1D, i32 1, i32 2, ptr @_ZTI1L, i64 2, ptr @_ZTI1R, i64 2050 }, comdat, align 8
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 8
@_ZTSP1L = linkonce_odr dso_local constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1L, i32 0, ptr @_ZTI1L }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@_ZTS4Priv = linkonce_odr dso_local constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Priv, i32 0, i32 1, ptr @_ZTI4Base, i64 0 }, comdat, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@_ZTS4Prot = linkonce_odr dso_local constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Prot, i32 0, i32 1, ptr @_ZTI4Base, i64 0 }, comdat, align 8
@str = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1
@str.8 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.10 = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.11 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.D, align 16
  %2 = tail call ptr @__cxa_allocate_exception(i64 16) #5
  store <4 x i32> <i32 7, i32 1, i32 7, i32 2>, ptr %2, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr null) #6
          to label %75 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI1R
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #5
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %14

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #5
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %12

12:                                               ; preds = %9, %17
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5
  store <4 x i32> <i32 7, i32 1, i32 7, i32 2>, ptr %1, align 16, !tbaa !5
  %13 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store ptr %1, ptr %13, align 16, !tbaa !9
  invoke void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTIP1D, ptr null) #6
          to label %75 unwind label %22

14:                                               ; preds = %3
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1R) #5
  %16 = icmp eq i32 %6, %15
  br i1 %16, label %17, label %70

17:                                               ; preds = %14
  %18 = tail call ptr @__cxa_begin_catch(ptr %5) #5
  %19 = getelementptr inbounds i8, ptr %18, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !11
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20)
  br label %12

22:                                               ; preds = %12
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP4Base
          catch ptr @_ZTIP1L
  %24 = extractvalue { ptr, i32 } %23, 0
  %25 = extractvalue { ptr, i32 } %23, 1
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #5
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %33

28:                                               ; preds = %22
  %29 = call ptr @__cxa_begin_catch(ptr %24) #5
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  br label %31

31:                                               ; preds = %28, %36
  call void @__cxa_end_catch() #5
  %32 = call ptr @__cxa_allocate_exception(i64 8) #5
  store i64 12884901895, ptr %32, align 16
  invoke void @__cxa_throw(ptr nonnull %32, ptr nonnull @_ZTI4Priv, ptr null) #6
          to label %75 unwind label %41

33:                                               ; preds = %22
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1L) #5
  %35 = icmp eq i32 %25, %34
  br i1 %35, label %36, label %67

36:                                               ; preds = %33
  %37 = call ptr @__cxa_begin_catch(ptr %24) #5
  %38 = getelementptr inbounds i8, ptr %37, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !14
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39)
  br label %31

41:                                               ; preds = %31
  %42 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
          catch ptr @_ZTI4Priv
  %43 = extractvalue { ptr, i32 } %42, 0
  %44 = extractvalue { ptr, i32 } %42, 1
  %45 = icmp eq i32 %44, %7
  br i1 %45, label %46, label %51

46:                                               ; preds = %41
  %47 = call ptr @__cxa_begin_catch(ptr %43) #5
  %48 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  br label %49

49:                                               ; preds = %46, %54
  call void @__cxa_end_catch()
  %50 = call ptr @__cxa_allocate_exception(i64 8) #5
  store i64 17179869191, ptr %50, align 16
  invoke void @__cxa_throw(ptr nonnull %50, ptr nonnull @_ZTI4Prot, ptr null) #6
          to label %75 unwind label %59

51:                                               ; preds = %41
  %52 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Priv) #5
  %53 = icmp eq i32 %44, %52
  br i1 %53, label %54, label %67

54:                                               ; preds = %51
  %55 = call ptr @__cxa_begin_catch(ptr %43) #5
  %56 = getelementptr inbounds i8, ptr %55, i64 4
  %57 = load i32, ptr %56, align 4, !tbaa !16
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %57)
  br label %49

59:                                               ; preds = %49
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr null
  %61 = extractvalue { ptr, i32 } %60, 0
  %62 = extractvalue { ptr, i32 } %60, 1
  %63 = icmp eq i32 %62, %7
  %64 = call ptr @__cxa_begin_catch(ptr %61) #5
  %65 = select i1 %63, ptr @str.11, ptr @str.10
  %66 = call i32 @puts(ptr nonnull dereferenceable(1) %65)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5
  ret i32 0

67:                                               ; preds = %51, %33
  %68 = phi i32 [ %44, %51 ], [ %25, %33 ]
  %69 = phi ptr [ %43, %51 ], [ %24, %33 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5
  br label %70

70:                                               ; preds = %67, %14
  %71 = phi i32 [ %68, %67 ], [ %6, %14 ]
  %72 = phi ptr [ %69, %67 ], [ %5, %14 ]
  %73 = insertvalue { ptr, i32 } poison, ptr %72, 0
  %74 = insertvalue { ptr, i32 } %73, i32 %71, 1
  resume { ptr, i32 } %74

75:                                               ; preds = %49, %31, %12, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !6, i64 4}
!12 = !{!"_ZTS1R", !13, i64 0, !6, i64 4}
!13 = !{!"_ZTS4Base", !6, i64 0}
!14 = !{!15, !6, i64 4}
!15 = !{!"_ZTS1L", !13, i64 0, !6, i64 4}
!16 = !{!17, !6, i64 4}
!17 = !{!"_ZTS4Priv", !13, i64 0, !6, i64 4}
