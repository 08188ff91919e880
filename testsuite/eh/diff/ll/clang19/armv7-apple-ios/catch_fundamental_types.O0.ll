; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTIc = external constant ptr
@_ZTIb = external constant ptr
@_ZTIx = external constant ptr
@_ZTVN10__cxxabiv116__enum_type_infoE = external global [0 x ptr]
@_ZTS5Color = linkonce_odr constant [7 x i8] c"5Color\00", align 1
@_ZTI5Color = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2), ptr @_ZTS5Color }, align 4
@_ZTS4Mode = linkonce_odr constant [6 x i8] c"4Mode\00", align 1
@_ZTI4Mode = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2), ptr @_ZTS4Mode }, align 4
@_ZTIs = external constant ptr
@_ZTIf = external constant ptr
@_ZTIh = external constant ptr
@.str = private unnamed_addr constant [22 x i8] c"%d: unsigned char %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"%d: float %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%d: short %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%d: Mode %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"%d: Color %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"%d: long long %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"%d: bool %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"%d: char %c\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"%d: double %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"%d: wrong int %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca float, align 4
  %7 = alloca i16, align 2
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %15

15:                                               ; preds = %38, %0
  %16 = load i32, ptr %2, align 4
  %17 = icmp slt i32 %16, 9
  br i1 %17, label %18, label %192

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %19)
          to label %20 unwind label %21

20:                                               ; preds = %18
  br label %37

21:                                               ; preds = %18
  %22 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTIc
          catch ptr @_ZTIb
          catch ptr @_ZTIx
          catch ptr @_ZTI5Color
          catch ptr @_ZTI4Mode
          catch ptr @_ZTIs
          catch ptr @_ZTIf
          catch ptr @_ZTIh
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %3, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %4, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %4, align 4
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #4
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %41

29:                                               ; preds = %25
  %30 = load ptr, ptr %3, align 4
  %31 = call ptr @__cxa_begin_catch(ptr %30) #4
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %14, align 4
  %33 = load i32, ptr %2, align 4
  %34 = load i32, ptr %14, align 4
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %33, i32 noundef %34)
          to label %36 unwind label %188

36:                                               ; preds = %29
  call void @__cxa_end_catch() #4
  br label %37

37:                                               ; preds = %36, %53, %65, %80, %91, %102, %114, %126, %139, %151, %20
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %2, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %2, align 4
  br label %15, !llvm.loop !5

41:                                               ; preds = %25
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #4
  %43 = icmp eq i32 %26, %42
  br i1 %43, label %44, label %54

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 4
  %46 = call ptr @__cxa_begin_catch(ptr %45) #4
  %47 = load double, ptr %46, align 4
  store double %47, ptr %13, align 8
  %48 = load i32, ptr %2, align 4
  %49 = load double, ptr %13, align 8
  %50 = fmul double %49, 1.000000e+03
  %51 = fptosi double %50 to i32
  %52 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %48, i32 noundef %51)
          to label %53 unwind label %184

53:                                               ; preds = %44
  call void @__cxa_end_catch() #4
  br label %37

54:                                               ; preds = %41
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIc) #4
  %56 = icmp eq i32 %26, %55
  br i1 %56, label %57, label %66

57:                                               ; preds = %54
  %58 = load ptr, ptr %3, align 4
  %59 = call ptr @__cxa_begin_catch(ptr %58) #4
  %60 = load i8, ptr %59, align 1
  store i8 %60, ptr %12, align 1
  %61 = load i32, ptr %2, align 4
  %62 = load i8, ptr %12, align 1
  %63 = sext i8 %62 to i32
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %61, i32 noundef %63)
          to label %65 unwind label %180

65:                                               ; preds = %57
  call void @__cxa_end_catch() #4
  br label %37

66:                                               ; preds = %54
  %67 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIb) #4
  %68 = icmp eq i32 %26, %67
  br i1 %68, label %69, label %81

69:                                               ; preds = %66
  %70 = load ptr, ptr %3, align 4
  %71 = call ptr @__cxa_begin_catch(ptr %70) #4
  %72 = load i8, ptr %71, align 1
  %73 = trunc i8 %72 to i1
  %74 = zext i1 %73 to i8
  store i8 %74, ptr %11, align 1
  %75 = load i32, ptr %2, align 4
  %76 = load i8, ptr %11, align 1
  %77 = trunc i8 %76 to i1
  %78 = zext i1 %77 to i32
  %79 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %75, i32 noundef %78)
          to label %80 unwind label %176

80:                                               ; preds = %69
  call void @__cxa_end_catch() #4
  br label %37

81:                                               ; preds = %66
  %82 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #4
  %83 = icmp eq i32 %26, %82
  br i1 %83, label %84, label %92

84:                                               ; preds = %81
  %85 = load ptr, ptr %3, align 4
  %86 = call ptr @__cxa_begin_catch(ptr %85) #4
  %87 = load i64, ptr %86, align 4
  store i64 %87, ptr %10, align 8
  %88 = load i32, ptr %2, align 4
  %89 = load i64, ptr %10, align 8
  %90 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %88, i64 noundef %89)
          to label %91 unwind label %172

91:                                               ; preds = %84
  call void @__cxa_end_catch() #4
  br label %37

92:                                               ; preds = %81
  %93 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Color) #4
  %94 = icmp eq i32 %26, %93
  br i1 %94, label %95, label %103

95:                                               ; preds = %92
  %96 = load ptr, ptr %3, align 4
  %97 = call ptr @__cxa_begin_catch(ptr %96) #4
  %98 = load i32, ptr %97, align 4
  store i32 %98, ptr %9, align 4
  %99 = load i32, ptr %2, align 4
  %100 = load i32, ptr %9, align 4
  %101 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %99, i32 noundef %100)
          to label %102 unwind label %168

102:                                              ; preds = %95
  call void @__cxa_end_catch() #4
  br label %37

103:                                              ; preds = %92
  %104 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Mode) #4
  %105 = icmp eq i32 %26, %104
  br i1 %105, label %106, label %115

106:                                              ; preds = %103
  %107 = load ptr, ptr %3, align 4
  %108 = call ptr @__cxa_begin_catch(ptr %107) #4
  %109 = load i8, ptr %108, align 1
  store i8 %109, ptr %8, align 1
  %110 = load i32, ptr %2, align 4
  %111 = load i8, ptr %8, align 1
  %112 = zext i8 %111 to i32
  %113 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %110, i32 noundef %112)
          to label %114 unwind label %164

114:                                              ; preds = %106
  call void @__cxa_end_catch() #4
  br label %37

115:                                              ; preds = %103
  %116 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #4
  %117 = icmp eq i32 %26, %116
  br i1 %117, label %118, label %127

118:                                              ; preds = %115
  %119 = load ptr, ptr %3, align 4
  %120 = call ptr @__cxa_begin_catch(ptr %119) #4
  %121 = load i16, ptr %120, align 2
  store i16 %121, ptr %7, align 2
  %122 = load i32, ptr %2, align 4
  %123 = load i16, ptr %7, align 2
  %124 = sext i16 %123 to i32
  %125 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %122, i32 noundef %124)
          to label %126 unwind label %160

126:                                              ; preds = %118
  call void @__cxa_end_catch() #4
  br label %37

127:                                              ; preds = %115
  %128 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIf) #4
  %129 = icmp eq i32 %26, %128
  br i1 %129, label %130, label %140

130:                                              ; preds = %127
  %131 = load ptr, ptr %3, align 4
  %132 = call ptr @__cxa_begin_catch(ptr %131) #4
  %133 = load float, ptr %132, align 4
  store float %133, ptr %6, align 4
  %134 = load i32, ptr %2, align 4
  %135 = load float, ptr %6, align 4
  %136 = fmul float %135, 1.000000e+01
  %137 = fptosi float %136 to i32
  %138 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %134, i32 noundef %137)
          to label %139 unwind label %156

139:                                              ; preds = %130
  call void @__cxa_end_catch() #4
  br label %37

140:                                              ; preds = %127
  %141 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIh) #4
  %142 = icmp eq i32 %26, %141
  br i1 %142, label %143, label %193

143:                                              ; preds = %140
  %144 = load ptr, ptr %3, align 4
  %145 = call ptr @__cxa_begin_catch(ptr %144) #4
  %146 = load i8, ptr %145, align 1
  store i8 %146, ptr %5, align 1
  %147 = load i32, ptr %2, align 4
  %148 = load i8, ptr %5, align 1
  %149 = zext i8 %148 to i32
  %150 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %147, i32 noundef %149)
          to label %151 unwind label %152

151:                                              ; preds = %143
  call void @__cxa_end_catch() #4
  br label %37

152:                                              ; preds = %143
  %153 = landingpad { ptr, i32 }
          cleanup
  %154 = extractvalue { ptr, i32 } %153, 0
  store ptr %154, ptr %3, align 4
  %155 = extractvalue { ptr, i32 } %153, 1
  store i32 %155, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

156:                                              ; preds = %130
  %157 = landingpad { ptr, i32 }
          cleanup
  %158 = extractvalue { ptr, i32 } %157, 0
  store ptr %158, ptr %3, align 4
  %159 = extractvalue { ptr, i32 } %157, 1
  store i32 %159, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

160:                                              ; preds = %118
  %161 = landingpad { ptr, i32 }
          cleanup
  %162 = extractvalue { ptr, i32 } %161, 0
  store ptr %162, ptr %3, align 4
  %163 = extractvalue { ptr, i32 } %161, 1
  store i32 %163, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

164:                                              ; preds = %106
  %165 = landingpad { ptr, i32 }
          cleanup
  %166 = extractvalue { ptr, i32 } %165, 0
  store ptr %166, ptr %3, align 4
  %167 = extractvalue { ptr, i32 } %165, 1
  store i32 %167, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

168:                                              ; preds = %95
  %169 = landingpad { ptr, i32 }
          cleanup
  %170 = extractvalue { ptr, i32 } %169, 0
  store ptr %170, ptr %3, align 4
  %171 = extractvalue { ptr, i32 } %169, 1
  store i32 %171, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

172:                                              ; preds = %84
  %173 = landingpad { ptr, i32 }
          cleanup
  %174 = extractvalue { ptr, i32 } %173, 0
  store ptr %174, ptr %3, align 4
  %175 = extractvalue { ptr, i32 } %173, 1
  store i32 %175, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

176:                                              ; preds = %69
  %177 = landingpad { ptr, i32 }
          cleanup
  %178 = extractvalue { ptr, i32 } %177, 0
  store ptr %178, ptr %3, align 4
  %179 = extractvalue { ptr, i32 } %177, 1
  store i32 %179, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

180:                                              ; preds = %57
  %181 = landingpad { ptr, i32 }
          cleanup
  %182 = extractvalue { ptr, i32 } %181, 0
  store ptr %182, ptr %3, align 4
  %183 = extractvalue { ptr, i32 } %181, 1
  store i32 %183, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

184:                                              ; preds = %44
  %185 = landingpad { ptr, i32 }
          cleanup
  %186 = extractvalue { ptr, i32 } %185, 0
  store ptr %186, ptr %3, align 4
  %187 = extractvalue { ptr, i32 } %185, 1
  store i32 %187, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

188:                                              ; preds = %29
  %189 = landingpad { ptr, i32 }
          cleanup
  %190 = extractvalue { ptr, i32 } %189, 0
  store ptr %190, ptr %3, align 4
  %191 = extractvalue { ptr, i32 } %189, 1
  store i32 %191, ptr %4, align 4
  call void @__cxa_end_catch() #4
  br label %193

192:                                              ; preds = %15
  ret i32 0

193:                                              ; preds = %188, %184, %180, %176, %172, %168, %164, %160, %156, %152, %140
  %194 = load ptr, ptr %3, align 4
  %195 = load i32, ptr %4, align 4
  %196 = insertvalue { ptr, i32 } poison, ptr %194, 0
  %197 = insertvalue { ptr, i32 } %196, i32 %195, 1
  resume { ptr, i32 } %197
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %20 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %14
    i32 6, label %16
    i32 7, label %18
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i32 2) #4
  store i16 3, ptr %5, align 8
  call void @__cxa_throw(ptr %5, ptr @_ZTIs, ptr null) #5
  unreachable

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #4
  store float 2.500000e+00, ptr %7, align 8
  call void @__cxa_throw(ptr %7, ptr @_ZTIf, ptr null) #5
  unreachable

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 1) #4
  store i8 -56, ptr %9, align 8
  call void @__cxa_throw(ptr %9, ptr @_ZTIh, ptr null) #5
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i32 4) #4
  store i32 2, ptr %11, align 8
  call void @__cxa_throw(ptr %11, ptr @_ZTI5Color, ptr null) #5
  unreachable

12:                                               ; preds = %1
  %13 = call ptr @__cxa_allocate_exception(i32 1) #4
  store i8 1, ptr %13, align 8
  call void @__cxa_throw(ptr %13, ptr @_ZTIb, ptr null) #5
  unreachable

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i32 1) #4
  store i8 120, ptr %15, align 8
  call void @__cxa_throw(ptr %15, ptr @_ZTIc, ptr null) #5
  unreachable

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i32 8) #4
  store i64 123456789012, ptr %17, align 8
  call void @__cxa_throw(ptr %17, ptr @_ZTIx, ptr null) #5
  unreachable

18:                                               ; preds = %1
  %19 = call ptr @__cxa_allocate_exception(i32 1) #4
  store i8 7, ptr %19, align 8
  call void @__cxa_throw(ptr %19, ptr @_ZTI4Mode, ptr null) #5
  unreachable

20:                                               ; preds = %1
  %21 = call ptr @__cxa_allocate_exception(i32 8) #4
  store double 1.250000e-01, ptr %21, align 8
  call void @__cxa_throw(ptr %21, ptr @_ZTId, ptr null) #5
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
