; ModuleID = 'terminate_unhandled_std_exception.cpp'
source_filename = "terminate_unhandled_std_exception.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@.str = private unnamed_addr constant [18 x i8] c"writing block %d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN2io8DiskFullE = linkonce_odr constant [15 x i8] c"N2io8DiskFullE\00", align 1
@_ZTISt9exception = external constant ptr
@_ZTIN2io8DiskFullE = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTSN2io8DiskFullE, ptr @_ZTISt9exception }, align 4
@_ZTVN2io8DiskFullE = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN2io8DiskFullE, ptr @_ZN2io8DiskFullD1Ev, ptr @_ZN2io8DiskFullD0Ev, ptr @_ZNK2io8DiskFull4whatEv] }, align 4
@_ZTVSt9exception = external unnamed_addr constant { [5 x ptr] }, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"disk full\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %8, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 5
  br i1 %5, label %6, label %11

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  call void @_ZL11write_blocki(i32 noundef %7)
  br label %8

8:                                                ; preds = %6
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %2, align 4
  br label %3, !llvm.loop !5

11:                                               ; preds = %3
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11write_blocki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3)
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 2
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #7
  call void @llvm.memset.p0.i32(ptr align 8 %8, i8 0, i32 4, i1 false)
  %9 = call noundef ptr @_ZN2io8DiskFullC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7
  call void @__cxa_throw(ptr %8, ptr @_ZTIN2io8DiskFullE, ptr @_ZN2io8DiskFullD1Ev) #8
  unreachable

10:                                               ; preds = %1
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN2io8DiskFullC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN2io8DiskFullC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN2io8DiskFullD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN2io8DiskFullD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN2io8DiskFullC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTVN2io8DiskFullE, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 12) ({ [5 x ptr] }, ptr @_ZTVSt9exception, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN2io8DiskFullD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN2io8DiskFullD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  call void @_ZdlPv(ptr noundef %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZNK2io8DiskFull4whatEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr @.str.1
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN2io8DiskFullD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret ptr %3
}

; Function Attrs: nounwind
declare noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #6

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
