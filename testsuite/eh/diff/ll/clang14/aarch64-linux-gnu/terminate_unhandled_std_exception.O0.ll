; ModuleID = 'terminate_unhandled_std_exception.cpp'
source_filename = "terminate_unhandled_std_exception.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
@_ZTSN2io8DiskFullE = linkonce_odr dso_local constant [15 x i8] c"N2io8DiskFullE\00", comdat, align 1
@_ZTISt9exception = external constant i8*
@_ZTIN2io8DiskFullE = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @_ZTSN2io8DiskFullE, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 8
@_ZTVN2io8DiskFullE = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN2io8DiskFullE to i8*), i8* bitcast (void (%"struct.io::DiskFull"*)* @_ZN2io8DiskFullD2Ev to i8*), i8* bitcast (void (%"struct.io::DiskFull"*)* @_ZN2io8DiskFullD0Ev to i8*), i8* bitcast (i8* (%"struct.io::DiskFull"*)* @_ZNK2io8DiskFull4whatEv to i8*)] }, comdat, align 8
@_ZTVSt9exception = external unnamed_addr constant { [5 x i8*] }, align 8
@.str.1 = private unnamed_addr constant [10 x i8] c"disk full\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
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
  br label %3, !llvm.loop !10

11:                                               ; preds = %3
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11write_blocki(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %3)
  %5 = load i32, i32* %2, align 4
  %6 = icmp eq i32 %5, 2
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 8) #8
  %9 = bitcast i8* %8 to %"struct.io::DiskFull"*
  %10 = bitcast %"struct.io::DiskFull"* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %10, i8 0, i64 8, i1 false)
  call void @_ZN2io8DiskFullC2Ev(%"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(8) %9) #8
  call void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8*, i8* }* @_ZTIN2io8DiskFullE to i8*), i8* bitcast (void (%"struct.io::DiskFull"*)* @_ZN2io8DiskFullD2Ev to i8*)) #9
  unreachable

11:                                               ; preds = %1
  ret void
}

declare i32 @printf(i8* noundef, ...) #2

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2io8DiskFullC2Ev(%"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %"struct.io::DiskFull"*, align 8
  store %"struct.io::DiskFull"* %0, %"struct.io::DiskFull"** %2, align 8
  %3 = load %"struct.io::DiskFull"*, %"struct.io::DiskFull"** %2, align 8
  %4 = bitcast %"struct.io::DiskFull"* %3 to %"class.std::exception"*
  call void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %4) #8
  %5 = bitcast %"struct.io::DiskFull"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVN2io8DiskFullE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2io8DiskFullD2Ev(%"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %"struct.io::DiskFull"*, align 8
  store %"struct.io::DiskFull"* %0, %"struct.io::DiskFull"** %2, align 8
  %3 = load %"struct.io::DiskFull"*, %"struct.io::DiskFull"** %2, align 8
  %4 = bitcast %"struct.io::DiskFull"* %3 to %"class.std::exception"*
  call void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %4) #8
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %"class.std::exception"*, align 8
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 8
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 8
  %4 = bitcast %"class.std::exception"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9exception, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2io8DiskFullD0Ev(%"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %"struct.io::DiskFull"*, align 8
  store %"struct.io::DiskFull"* %0, %"struct.io::DiskFull"** %2, align 8
  %3 = load %"struct.io::DiskFull"*, %"struct.io::DiskFull"** %2, align 8
  call void @_ZN2io8DiskFullD2Ev(%"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(8) %3) #8
  %4 = bitcast %"struct.io::DiskFull"* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK2io8DiskFull4whatEv(%"struct.io::DiskFull"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %"struct.io::DiskFull"*, align 8
  store %"struct.io::DiskFull"* %0, %"struct.io::DiskFull"** %2, align 8
  %3 = load %"struct.io::DiskFull"*, %"struct.io::DiskFull"** %2, align 8
  ret i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #6

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #7

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
