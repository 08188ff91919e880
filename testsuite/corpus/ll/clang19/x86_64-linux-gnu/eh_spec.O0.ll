; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.anon = type { ptr }
%struct.Fragile = type { i32 }
%struct.Scope = type { ptr }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@_ZN7Fragile6budgetE = dso_local global i32 0, align 4
@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4
@_ZL5dtors = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Fragile }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant ptr
@_ZTIx = external constant ptr
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znwm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i64, ptr %2, align 8
  %6 = call ptr @malloc(i64 noundef %5) #10
  ret ptr %6
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i64 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0) uwtable
define dso_local noundef nonnull ptr @_Znam(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i64, ptr %2, align 8
  %6 = call ptr @malloc(i64 noundef %5) #10
  ret ptr %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %18) #11
  unreachable
}

declare void @free(ptr noundef) #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %18) #11
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %15 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #12
          to label %16 unwind label %23

16:                                               ; preds = %0
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %17 unwind label %27

17:                                               ; preds = %16
  store ptr %15, ptr %2, align 8
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds %struct.Fragile, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20)
          to label %22 unwind label %23

22:                                               ; preds = %17
  br label %43

23:                                               ; preds = %17, %0
  %24 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %3, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %4, align 4
  br label %31

27:                                               ; preds = %16
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %3, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %4, align 4
  call void @_ZdlPvm(ptr noundef %15, i64 noundef 4) #13
  br label %31

31:                                               ; preds = %27, %23
  %32 = load i32, ptr %4, align 4
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #14
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %198

35:                                               ; preds = %31
  %36 = load ptr, ptr %3, align 8
  %37 = call ptr @__cxa_begin_catch(ptr %36) #14
  store ptr %37, ptr %5, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = load i32, ptr @_ZL6allocs, align 4
  %40 = load i32, ptr @_ZL5frees, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %38, i32 noundef %39, i32 noundef %40)
          to label %42 unwind label %69

42:                                               ; preds = %35
  call void @__cxa_end_catch() #14
  br label %43

43:                                               ; preds = %42, %22
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4
  %44 = invoke noalias noundef nonnull ptr @_Znam(i64 noundef 28) #12
          to label %45 unwind label %73

45:                                               ; preds = %43
  store i64 5, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %44, i64 8
  %47 = getelementptr inbounds %struct.Fragile, ptr %46, i64 5
  br label %48

48:                                               ; preds = %50, %45
  %49 = phi ptr [ %46, %45 ], [ %51, %50 ]
  invoke void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %49)
          to label %50 unwind label %77

50:                                               ; preds = %48
  %51 = getelementptr inbounds %struct.Fragile, ptr %49, i64 1
  %52 = icmp eq ptr %51, %47
  br i1 %52, label %53, label %48

53:                                               ; preds = %50
  store ptr %46, ptr %6, align 8
  %54 = load ptr, ptr %6, align 8
  %55 = icmp eq ptr %54, null
  br i1 %55, label %68, label %56

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %54, i64 -8
  %58 = load i64, ptr %57, align 4
  %59 = getelementptr inbounds %struct.Fragile, ptr %54, i64 %58
  %60 = icmp eq ptr %54, %59
  br i1 %60, label %65, label %61

61:                                               ; preds = %61, %56
  %62 = phi ptr [ %59, %56 ], [ %63, %61 ]
  %63 = getelementptr inbounds %struct.Fragile, ptr %62, i64 -1
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %63) #14
  %64 = icmp eq ptr %63, %54
  br i1 %64, label %65, label %61

65:                                               ; preds = %61, %56
  %66 = mul i64 4, %58
  %67 = add i64 %66, 8
  call void @_ZdaPvm(ptr noundef %57, i64 noundef %67) #13
  br label %68

68:                                               ; preds = %65, %53
  br label %101

69:                                               ; preds = %35
  %70 = landingpad { ptr, i32 }
          cleanup
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %3, align 8
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %4, align 4
  call void @__cxa_end_catch() #14
  br label %198

73:                                               ; preds = %43
  %74 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %75 = extractvalue { ptr, i32 } %74, 0
  store ptr %75, ptr %3, align 8
  %76 = extractvalue { ptr, i32 } %74, 1
  store i32 %76, ptr %4, align 4
  br label %87

77:                                               ; preds = %48
  %78 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %79 = extractvalue { ptr, i32 } %78, 0
  store ptr %79, ptr %3, align 8
  %80 = extractvalue { ptr, i32 } %78, 1
  store i32 %80, ptr %4, align 4
  %81 = icmp eq ptr %46, %49
  br i1 %81, label %86, label %82

82:                                               ; preds = %82, %77
  %83 = phi ptr [ %49, %77 ], [ %84, %82 ]
  %84 = getelementptr inbounds %struct.Fragile, ptr %83, i64 -1
  call void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %84) #14
  %85 = icmp eq ptr %84, %46
  br i1 %85, label %86, label %82

86:                                               ; preds = %82, %77
  call void @_ZdaPvm(ptr noundef %44, i64 noundef 28) #13
  br label %87

87:                                               ; preds = %86, %73
  %88 = load i32, ptr %4, align 4
  %89 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %198

91:                                               ; preds = %87
  %92 = load ptr, ptr %3, align 8
  %93 = call ptr @__cxa_begin_catch(ptr %92) #14
  %94 = load i32, ptr %93, align 4
  store i32 %94, ptr %7, align 4
  %95 = load i32, ptr %7, align 4
  %96 = load i32, ptr @_ZL5ctors, align 4
  %97 = load i32, ptr @_ZL5dtors, align 4
  %98 = load i32, ptr @_ZL5frees, align 4
  %99 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %95, i32 noundef %96, i32 noundef %97, i32 noundef %98)
          to label %100 unwind label %111

100:                                              ; preds = %91
  call void @__cxa_end_catch() #14
  br label %101

101:                                              ; preds = %100, %68
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %102

102:                                              ; preds = %131, %101
  %103 = load i32, ptr %9, align 4
  %104 = icmp slt i32 %103, 5
  br i1 %104, label %105, label %138

105:                                              ; preds = %102
  %106 = load i32, ptr %9, align 4
  %107 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %106)
          to label %108 unwind label %115

108:                                              ; preds = %105
  %109 = load i32, ptr %8, align 4
  %110 = add nsw i32 %109, %107
  store i32 %110, ptr %8, align 4
  br label %130

111:                                              ; preds = %91
  %112 = landingpad { ptr, i32 }
          cleanup
  %113 = extractvalue { ptr, i32 } %112, 0
  store ptr %113, ptr %3, align 8
  %114 = extractvalue { ptr, i32 } %112, 1
  store i32 %114, ptr %4, align 4
  call void @__cxa_end_catch() #14
  br label %198

115:                                              ; preds = %105
  %116 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %117 = extractvalue { ptr, i32 } %116, 0
  store ptr %117, ptr %3, align 8
  %118 = extractvalue { ptr, i32 } %116, 1
  store i32 %118, ptr %4, align 4
  br label %119

119:                                              ; preds = %115
  %120 = load i32, ptr %4, align 4
  %121 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %122 = icmp eq i32 %120, %121
  br i1 %122, label %123, label %198

123:                                              ; preds = %119
  %124 = load ptr, ptr %3, align 8
  %125 = call ptr @__cxa_begin_catch(ptr %124) #14
  %126 = load i32, ptr %125, align 4
  store i32 %126, ptr %10, align 4
  %127 = load i32, ptr %10, align 4
  %128 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %127)
          to label %129 unwind label %134

129:                                              ; preds = %123
  call void @__cxa_end_catch() #14
  br label %130

130:                                              ; preds = %129, %108
  br label %131

131:                                              ; preds = %130
  %132 = load i32, ptr %9, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %9, align 4
  br label %102, !llvm.loop !6

134:                                              ; preds = %123
  %135 = landingpad { ptr, i32 }
          cleanup
  %136 = extractvalue { ptr, i32 } %135, 0
  store ptr %136, ptr %3, align 8
  %137 = extractvalue { ptr, i32 } %135, 1
  store i32 %137, ptr %4, align 4
  call void @__cxa_end_catch() #14
  br label %198

138:                                              ; preds = %102
  %139 = load i32, ptr %8, align 4
  %140 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14
  %141 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %139, i32 noundef %140, i32 noundef %141)
  %143 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7)
  %144 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3)
  %145 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1)
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %143, i32 noundef %144, i32 noundef %145)
  %147 = getelementptr inbounds %class.anon, ptr %11, i32 0, i32 0
  store ptr %8, ptr %147, align 8
  store i32 0, ptr %12, align 4
  br label %148

148:                                              ; preds = %171, %138
  %149 = load i32, ptr %12, align 4
  %150 = icmp slt i32 %149, 4
  br i1 %150, label %151, label %179

151:                                              ; preds = %148
  %152 = load i32, ptr %12, align 4
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %11, i32 noundef %152)
          to label %153 unwind label %154

153:                                              ; preds = %151
  br label %170

154:                                              ; preds = %151
  %155 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Fragile
  %156 = extractvalue { ptr, i32 } %155, 0
  store ptr %156, ptr %3, align 8
  %157 = extractvalue { ptr, i32 } %155, 1
  store i32 %157, ptr %4, align 4
  br label %158

158:                                              ; preds = %154
  %159 = load i32, ptr %4, align 4
  %160 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #14
  %161 = icmp eq i32 %159, %160
  br i1 %161, label %162, label %198

162:                                              ; preds = %158
  %163 = load ptr, ptr %3, align 8
  %164 = call ptr @__cxa_begin_catch(ptr %163) #14
  store ptr %164, ptr %13, align 8
  %165 = load ptr, ptr %13, align 8
  %166 = getelementptr inbounds %struct.Fragile, ptr %165, i32 0, i32 0
  %167 = load i32, ptr %166, align 4
  %168 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %167)
          to label %169 unwind label %174

169:                                              ; preds = %162
  call void @__cxa_end_catch()
  br label %170

170:                                              ; preds = %169, %153
  br label %171

171:                                              ; preds = %170
  %172 = load i32, ptr %12, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %12, align 4
  br label %148, !llvm.loop !8

174:                                              ; preds = %162
  %175 = landingpad { ptr, i32 }
          cleanup
  %176 = extractvalue { ptr, i32 } %175, 0
  store ptr %176, ptr %3, align 8
  %177 = extractvalue { ptr, i32 } %175, 1
  store i32 %177, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %178 unwind label %203

178:                                              ; preds = %174
  br label %198

179:                                              ; preds = %148
  store i32 0, ptr %14, align 4
  br label %180

180:                                              ; preds = %188, %179
  %181 = load i32, ptr %14, align 4
  %182 = icmp slt i32 %181, 3
  br i1 %182, label %183, label %191

183:                                              ; preds = %180
  %184 = load i32, ptr %14, align 4
  %185 = load i32, ptr %14, align 4
  %186 = call noundef i32 @_ZL7layeredi(i32 noundef %185)
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %184, i32 noundef %186)
  br label %188

188:                                              ; preds = %183
  %189 = load i32, ptr %14, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %14, align 4
  br label %180, !llvm.loop !9

191:                                              ; preds = %180
  %192 = load i32, ptr @_ZL6allocs, align 4
  %193 = load i32, ptr @_ZL5frees, align 4
  %194 = load i32, ptr @_ZL5ctors, align 4
  %195 = load i32, ptr @_ZL5dtors, align 4
  %196 = load i32, ptr %8, align 4
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %192, i32 noundef %193, i32 noundef %194, i32 noundef %195, i32 noundef %196)
  ret i32 0

198:                                              ; preds = %178, %158, %134, %119, %111, %87, %69, %31
  %199 = load ptr, ptr %3, align 8
  %200 = load i32, ptr %4, align 4
  %201 = insertvalue { ptr, i32 } poison, ptr %199, 0
  %202 = insertvalue { ptr, i32 } %201, i32 %200, 1
  resume { ptr, i32 } %202

203:                                              ; preds = %174
  %204 = landingpad { ptr, i32 }
          catch ptr null
  %205 = extractvalue { ptr, i32 } %204, 0
  call void @__clang_call_terminate(ptr %205) #15
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 13
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i64 8) #14
  store ptr @.str.9, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #11
  unreachable

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #6

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 4) #14
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %11, ptr %10, align 16
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #11
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL5dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5dtors, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvm(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp sgt i32 %5, 2
  br i1 %6, label %7, label %20

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 4) #14
  %9 = load i32, ptr %2, align 4
  %10 = mul nsw i32 %9, 2
  store i32 %10, ptr %8, align 16
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #11
          to label %27 unwind label %11

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi]
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %19) #11
  unreachable

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4
  ret i32 %21

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %4, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

27:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #8 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #8 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %29

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIs
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #14
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14
  %23 = load i16, ptr %22, align 2
  store i16 %23, ptr %8, align 2
  %24 = load i16, ptr %8, align 2
  %25 = sext i16 %24 to i32
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #14
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 8
  %28 = call ptr @__cxa_begin_catch(ptr %27) #14
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 2) #14
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i16
  store i16 %5, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %29

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIx
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #14
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %8, align 8
  %24 = load i64, ptr %8, align 8
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #14
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 8
  %28 = call ptr @__cxa_begin_catch(ptr %27) #14
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %30

29:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %29, %20, %26
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 8) #14
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 1000
  store i64 %6, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %28

12:                                               ; preds = %2
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %6, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %8, align 4
  %24 = load i32, ptr %8, align 4
  store i32 %24, ptr %3, align 4
  call void @__cxa_end_catch() #14
  br label %29

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 8
  %27 = call ptr @__cxa_begin_catch(ptr %26) #14
  store i32 -1, ptr %3, align 4
  call void @__cxa_end_catch()
  br label %29

28:                                               ; preds = %11
  store i32 0, ptr %3, align 4
  br label %29

29:                                               ; preds = %28, %20, %25
  %30 = load i32, ptr %3, align 4
  ret i32 %30
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #5 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  %9 = and i32 %8, 1
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %20

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i64 4) #14
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 3
  invoke void @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev) #11
  unreachable

16:                                               ; preds = %11
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  call void @__cxa_free_exception(ptr %12) #14
  br label %26

20:                                               ; preds = %2
  %21 = load i32, ptr %4, align 4
  %22 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %23, align 4
  %25 = add nsw i32 %24, %21
  store i32 %25, ptr %23, align 4
  ret void

26:                                               ; preds = %16
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %6, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #9 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef @.str.10)
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef @.str.11)
          to label %13 unwind label %20

13:                                               ; preds = %1
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef @.str.12)
          to label %14 unwind label %24

14:                                               ; preds = %13
  %15 = load i32, ptr %3, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %47

17:                                               ; preds = %14
  %18 = call ptr @__cxa_allocate_exception(i64 4) #14
  %19 = load i32, ptr %3, align 4
  store i32 %19, ptr %18, align 16
  invoke void @__cxa_throw(ptr %18, ptr @_ZTIi, ptr null) #11
          to label %83 unwind label %28

20:                                               ; preds = %1
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %6, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %7, align 4
  br label %64

24:                                               ; preds = %13
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %6, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %7, align 4
  br label %32

28:                                               ; preds = %17
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %6, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %7, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #14
  br label %32

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %7, align 4
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %63

36:                                               ; preds = %32
  %37 = load ptr, ptr %6, align 8
  %38 = call ptr @__cxa_begin_catch(ptr %37) #14
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %9, align 4
  invoke void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef @.str.13)
          to label %40 unwind label %48

40:                                               ; preds = %36
  %41 = load i32, ptr %9, align 4
  %42 = icmp sgt i32 %41, 1
  br i1 %42, label %43, label %56

43:                                               ; preds = %40
  %44 = call ptr @__cxa_allocate_exception(i64 4) #14
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 10
  store i32 %46, ptr %44, align 16
  invoke void @__cxa_throw(ptr %44, ptr @_ZTIi, ptr null) #11
          to label %83 unwind label %52

47:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #14
  br label %59

48:                                               ; preds = %36
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %6, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %7, align 4
  br label %58

52:                                               ; preds = %43
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %6, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %7, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #14
  br label %58

56:                                               ; preds = %40
  %57 = load i32, ptr %9, align 4
  store i32 %57, ptr %2, align 4
  store i32 1, ptr %11, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #14
  call void @__cxa_end_catch() #14
  br label %60

58:                                               ; preds = %52, %48
  call void @__cxa_end_catch() #14
  br label %63

59:                                               ; preds = %47
  store i32 0, ptr %11, align 4
  br label %60

60:                                               ; preds = %59, %56
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #14
  %61 = load i32, ptr %11, align 4
  switch i32 %61, label %75 [
    i32 0, label %62
  ]

62:                                               ; preds = %60
  br label %74

63:                                               ; preds = %58, %32
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #14
  br label %64

64:                                               ; preds = %63, %20
  %65 = load i32, ptr %7, align 4
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %67 = icmp eq i32 %65, %66
  br i1 %67, label %68, label %77

68:                                               ; preds = %64
  %69 = load ptr, ptr %6, align 8
  %70 = call ptr @__cxa_begin_catch(ptr %69) #14
  %71 = load i32, ptr %70, align 4
  store i32 %71, ptr %12, align 4
  %72 = load i32, ptr %12, align 4
  %73 = mul nsw i32 %72, 100
  store i32 %73, ptr %2, align 4
  store i32 1, ptr %11, align 4
  call void @__cxa_end_catch() #14
  br label %75

74:                                               ; preds = %62
  store i32 0, ptr %2, align 4
  store i32 1, ptr %11, align 4
  br label %75

75:                                               ; preds = %74, %68, %60
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #14
  %76 = load i32, ptr %2, align 4
  ret i32 %76

77:                                               ; preds = %64
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #14
  br label %78

78:                                               ; preds = %77
  %79 = load ptr, ptr %6, align 8
  %80 = load i32, ptr %7, align 4
  %81 = insertvalue { ptr, i32 } poison, ptr %79, 0
  %82 = insertvalue { ptr, i32 } %81, i32 %80, 1
  resume { ptr, i32 } %82

83:                                               ; preds = %43, %17
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #15
  unreachable
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
