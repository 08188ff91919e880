; ModuleID = 'terminate_unhandled_std_exception.cpp'
source_filename = "terminate_unhandled_std_exception.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"struct.io::DiskFull" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

$_ZN2io8DiskFullC2Ev = comdat any

$_ZN2io8DiskFullD2Ev = comdat any

$_ZNSt9exceptionC2Ev = comdat any

$_ZN2io8DiskFullD0Ev = comdat any

$_ZNK2io8DiskFull4whatEv = comdat any

$_ZTSN2io8DiskFullE = comdat any

$_ZTIN2io8DiskFullE = comdat any

$_ZTVN2io8DiskFullE = comdat any

@.str = private unnamed_addr constant [18 x i8] c"writing block %d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTSN2io8DiskFullE = linkonce_odr hidden constant [15 x i8] c"N2io8DiskFullE\00", comdat, align 1
@_ZTISt9exception = external constant i8*
@_ZTIN2io8DiskFullE = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @_ZTSN2io8DiskFullE, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 4
@_ZTVN2io8DiskFullE = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN2io8DiskFullE to i8*), i8* bitcast (%"struct.io::DiskFull"* (%"struct.io::DiskFull"*)* @_ZN2io8DiskFullD2Ev to i8*), i8* bitcast (void (%"struct.io::DiskFull"*)* @_ZN2io8DiskFullD0Ev to i8*), i8* bitcast (i8* (%"struct.io::DiskFull"*)* @_ZNK2io8DiskFull4whatEv to i8*)] }, comdat, align 4
@_ZTVSt9exception = external unnamed_addr constant { [5 x i8*] }, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"disk full\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %3

3:                                                ; preds = %8, %0
  %4 = load i32, i32* %2, align 4
  %5 = icmp slt i32 %4, 5
  br i1 %5, label %6, label %11

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4
  call void @_ZL11write_blocki(i32 noundef %7)
  br label %8

8:                                                ; preds = %6
  %9 = load i32, i32* %2, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %2, align 4
  br label %3, !llvm.loop !2

11:                                               ; preds = %3
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11write_blocki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %3)
  %5 = load i32, i32* %2, align 4
  %6 = icmp eq i32 %5, 2
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #8
  %9 = bitcast i8* %8 to %"struct.io::DiskFull"*
  %10 = bitcast %"struct.io::DiskFull"* %9 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %10, i8 0, i32 4, i1 false)
  %11 = call noundef %"struct.io::DiskFull"* @_ZN2io8DiskFullC2Ev(%"struct.io::DiskFull"* noundef nonnull align 4 dereferenceable(4) %9) #8
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN2io8DiskFullE to i8*), i8* bitcast (%"struct.io::DiskFull"* (%"struct.io::DiskFull"*)* @_ZN2io8DiskFullD2Ev to i8*)) #9
  unreachable

12:                                               ; preds = %1
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %"struct.io::DiskFull"* @_ZN2io8DiskFullC2Ev(%"struct.io::DiskFull"* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca %"struct.io::DiskFull"*, align 4
  store %"struct.io::DiskFull"* %0, %"struct.io::DiskFull"** %2, align 4
  %3 = load %"struct.io::DiskFull"*, %"struct.io::DiskFull"** %2, align 4
  %4 = bitcast %"struct.io::DiskFull"* %3 to %"class.std::exception"*
  %5 = call noundef %"class.std::exception"* @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %4) #8
  %6 = bitcast %"struct.io::DiskFull"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN2io8DiskFullE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %"struct.io::DiskFull"* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %"struct.io::DiskFull"* @_ZN2io8DiskFullD2Ev(%"struct.io::DiskFull"* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca %"struct.io::DiskFull"*, align 4
  store %"struct.io::DiskFull"* %0, %"struct.io::DiskFull"** %2, align 4
  %3 = load %"struct.io::DiskFull"*, %"struct.io::DiskFull"** %2, align 4
  %4 = bitcast %"struct.io::DiskFull"* %3 to %"class.std::exception"*
  %5 = call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %4) #8
  ret %"struct.io::DiskFull"* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %"class.std::exception"* @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca %"class.std::exception"*, align 4
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 4
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 4
  %4 = bitcast %"class.std::exception"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9exception, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %"class.std::exception"* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN2io8DiskFullD0Ev(%"struct.io::DiskFull"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca %"struct.io::DiskFull"*, align 4
  store %"struct.io::DiskFull"* %0, %"struct.io::DiskFull"** %2, align 4
  %3 = load %"struct.io::DiskFull"*, %"struct.io::DiskFull"** %2, align 4
  %4 = call noundef %"struct.io::DiskFull"* @_ZN2io8DiskFullD2Ev(%"struct.io::DiskFull"* noundef nonnull align 4 dereferenceable(4) %3) #8
  %5 = bitcast %"struct.io::DiskFull"* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNK2io8DiskFull4whatEv(%"struct.io::DiskFull"* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  %2 = alloca %"struct.io::DiskFull"*, align 4
  store %"struct.io::DiskFull"* %0, %"struct.io::DiskFull"** %2, align 4
  %3 = load %"struct.io::DiskFull"*, %"struct.io::DiskFull"** %2, align 4
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #6

; Function Attrs: nounwind
declare noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #7

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
