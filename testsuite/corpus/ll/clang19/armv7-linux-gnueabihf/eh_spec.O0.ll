; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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
@_ZTI7Fragile = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Fragile }, comdat, align 4
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

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @_Znwj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call ptr @malloc(i32 noundef %5) #10
  ret ptr %6
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone allocsize(0)
define dso_local noundef nonnull ptr @_Znaj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call ptr @malloc(i32 noundef %5) #10
  ret ptr %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdlPv(ptr noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 4
  call void @__cxa_call_unexpected(ptr %18) #11
  unreachable
}

declare void @free(ptr noundef) #3

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(ptr)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone
define dso_local void @_ZdaPv(ptr noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 4
  call void @__cxa_call_unexpected(ptr %18) #11
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %15 = invoke noalias noundef nonnull ptr @_Znwj(i32 noundef 4) #12
          to label %16 unwind label %24

16:                                               ; preds = %0
  %17 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %15, i32 noundef 13)
          to label %18 unwind label %28

18:                                               ; preds = %16
  store ptr %15, ptr %2, align 4
  %19 = load ptr, ptr %2, align 4
  %20 = getelementptr inbounds %struct.Fragile, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %21)
          to label %23 unwind label %24

23:                                               ; preds = %18
  br label %44

24:                                               ; preds = %18, %0
  %25 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %3, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %4, align 4
  br label %32

28:                                               ; preds = %16
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %3, align 4
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %4, align 4
  call void @_ZdlPvj(ptr noundef %15, i32 noundef 4) #13
  br label %32

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %4, align 4
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #14
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %204

36:                                               ; preds = %32
  %37 = load ptr, ptr %3, align 4
  %38 = call ptr @__cxa_begin_catch(ptr %37) #14
  store ptr %38, ptr %5, align 4
  %39 = load ptr, ptr %5, align 4
  %40 = load i32, ptr @_ZL6allocs, align 4
  %41 = load i32, ptr @_ZL5frees, align 4
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %39, i32 noundef %40, i32 noundef %41)
          to label %43 unwind label %74

43:                                               ; preds = %36
  call void @__cxa_end_catch() #14
  br label %44

44:                                               ; preds = %43, %23
  store i32 3, ptr @_ZN7Fragile6budgetE, align 4
  %45 = invoke noalias noundef nonnull ptr @_Znaj(i32 noundef 28) #12
          to label %46 unwind label %78

46:                                               ; preds = %44
  store i32 4, ptr %45, align 4
  %47 = getelementptr inbounds i32, ptr %45, i32 1
  store i32 5, ptr %47, align 4
  %48 = getelementptr inbounds i8, ptr %45, i32 8
  %49 = getelementptr inbounds %struct.Fragile, ptr %48, i32 5
  br label %50

50:                                               ; preds = %53, %46
  %51 = phi ptr [ %48, %46 ], [ %54, %53 ]
  %52 = invoke noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %51)
          to label %53 unwind label %82

53:                                               ; preds = %50
  %54 = getelementptr inbounds %struct.Fragile, ptr %51, i32 1
  %55 = icmp eq ptr %54, %49
  br i1 %55, label %56, label %50

56:                                               ; preds = %53
  store ptr %48, ptr %6, align 4
  %57 = load ptr, ptr %6, align 4
  %58 = icmp eq ptr %57, null
  br i1 %58, label %73, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, ptr %57, i32 -8
  %61 = getelementptr inbounds i8, ptr %60, i32 4
  %62 = load i32, ptr %61, align 4
  %63 = getelementptr inbounds %struct.Fragile, ptr %57, i32 %62
  %64 = icmp eq ptr %57, %63
  br i1 %64, label %70, label %65

65:                                               ; preds = %65, %59
  %66 = phi ptr [ %63, %59 ], [ %67, %65 ]
  %67 = getelementptr inbounds %struct.Fragile, ptr %66, i32 -1
  %68 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %67) #14
  %69 = icmp eq ptr %67, %57
  br i1 %69, label %70, label %65

70:                                               ; preds = %65, %59
  %71 = mul i32 4, %62
  %72 = add i32 %71, 8
  call void @_ZdaPvj(ptr noundef %60, i32 noundef %72) #13
  br label %73

73:                                               ; preds = %70, %56
  br label %107

74:                                               ; preds = %36
  %75 = landingpad { ptr, i32 }
          cleanup
  %76 = extractvalue { ptr, i32 } %75, 0
  store ptr %76, ptr %3, align 4
  %77 = extractvalue { ptr, i32 } %75, 1
  store i32 %77, ptr %4, align 4
  call void @__cxa_end_catch() #14
  br label %204

78:                                               ; preds = %44
  %79 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %3, align 4
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %4, align 4
  br label %93

82:                                               ; preds = %50
  %83 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %84 = extractvalue { ptr, i32 } %83, 0
  store ptr %84, ptr %3, align 4
  %85 = extractvalue { ptr, i32 } %83, 1
  store i32 %85, ptr %4, align 4
  %86 = icmp eq ptr %48, %51
  br i1 %86, label %92, label %87

87:                                               ; preds = %87, %82
  %88 = phi ptr [ %51, %82 ], [ %89, %87 ]
  %89 = getelementptr inbounds %struct.Fragile, ptr %88, i32 -1
  %90 = call noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %89) #14
  %91 = icmp eq ptr %89, %48
  br i1 %91, label %92, label %87

92:                                               ; preds = %87, %82
  call void @_ZdaPvj(ptr noundef %45, i32 noundef 28) #13
  br label %93

93:                                               ; preds = %92, %78
  %94 = load i32, ptr %4, align 4
  %95 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %204

97:                                               ; preds = %93
  %98 = load ptr, ptr %3, align 4
  %99 = call ptr @__cxa_begin_catch(ptr %98) #14
  %100 = load i32, ptr %99, align 4
  store i32 %100, ptr %7, align 4
  %101 = load i32, ptr %7, align 4
  %102 = load i32, ptr @_ZL5ctors, align 4
  %103 = load i32, ptr @_ZL5dtors, align 4
  %104 = load i32, ptr @_ZL5frees, align 4
  %105 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %101, i32 noundef %102, i32 noundef %103, i32 noundef %104)
          to label %106 unwind label %117

106:                                              ; preds = %97
  call void @__cxa_end_catch() #14
  br label %107

107:                                              ; preds = %106, %73
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %108

108:                                              ; preds = %137, %107
  %109 = load i32, ptr %9, align 4
  %110 = icmp slt i32 %109, 5
  br i1 %110, label %111, label %144

111:                                              ; preds = %108
  %112 = load i32, ptr %9, align 4
  %113 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %112)
          to label %114 unwind label %121

114:                                              ; preds = %111
  %115 = load i32, ptr %8, align 4
  %116 = add nsw i32 %115, %113
  store i32 %116, ptr %8, align 4
  br label %136

117:                                              ; preds = %97
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = extractvalue { ptr, i32 } %118, 0
  store ptr %119, ptr %3, align 4
  %120 = extractvalue { ptr, i32 } %118, 1
  store i32 %120, ptr %4, align 4
  call void @__cxa_end_catch() #14
  br label %204

121:                                              ; preds = %111
  %122 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %123 = extractvalue { ptr, i32 } %122, 0
  store ptr %123, ptr %3, align 4
  %124 = extractvalue { ptr, i32 } %122, 1
  store i32 %124, ptr %4, align 4
  br label %125

125:                                              ; preds = %121
  %126 = load i32, ptr %4, align 4
  %127 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %128 = icmp eq i32 %126, %127
  br i1 %128, label %129, label %204

129:                                              ; preds = %125
  %130 = load ptr, ptr %3, align 4
  %131 = call ptr @__cxa_begin_catch(ptr %130) #14
  %132 = load i32, ptr %131, align 4
  store i32 %132, ptr %10, align 4
  %133 = load i32, ptr %10, align 4
  %134 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %133)
          to label %135 unwind label %140

135:                                              ; preds = %129
  call void @__cxa_end_catch() #14
  br label %136

136:                                              ; preds = %135, %114
  br label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %9, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %9, align 4
  br label %108, !llvm.loop !6

140:                                              ; preds = %129
  %141 = landingpad { ptr, i32 }
          cleanup
  %142 = extractvalue { ptr, i32 } %141, 0
  store ptr %142, ptr %3, align 4
  %143 = extractvalue { ptr, i32 } %141, 1
  store i32 %143, ptr %4, align 4
  call void @__cxa_end_catch() #14
  br label %204

144:                                              ; preds = %108
  %145 = load i32, ptr %8, align 4
  %146 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #14
  %147 = call noundef i32 @_ZL5neveri(i32 noundef 1) #14
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %145, i32 noundef %146, i32 noundef %147)
  %149 = call noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 7)
  %150 = call noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef @_ZL10throw_longi, i32 noundef 3)
  %151 = call noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef @_ZL11throw_shorti, i32 noundef 1)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %149, i32 noundef %150, i32 noundef %151)
  %153 = getelementptr inbounds %class.anon, ptr %11, i32 0, i32 0
  store ptr %8, ptr %153, align 4
  store i32 0, ptr %12, align 4
  br label %154

154:                                              ; preds = %177, %144
  %155 = load i32, ptr %12, align 4
  %156 = icmp slt i32 %155, 4
  br i1 %156, label %157, label %185

157:                                              ; preds = %154
  %158 = load i32, ptr %12, align 4
  invoke void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %158)
          to label %159 unwind label %160

159:                                              ; preds = %157
  br label %176

160:                                              ; preds = %157
  %161 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Fragile
  %162 = extractvalue { ptr, i32 } %161, 0
  store ptr %162, ptr %3, align 4
  %163 = extractvalue { ptr, i32 } %161, 1
  store i32 %163, ptr %4, align 4
  br label %164

164:                                              ; preds = %160
  %165 = load i32, ptr %4, align 4
  %166 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Fragile) #14
  %167 = icmp eq i32 %165, %166
  br i1 %167, label %168, label %204

168:                                              ; preds = %164
  %169 = load ptr, ptr %3, align 4
  %170 = call ptr @__cxa_begin_catch(ptr %169) #14
  store ptr %170, ptr %13, align 4
  %171 = load ptr, ptr %13, align 4
  %172 = getelementptr inbounds %struct.Fragile, ptr %171, i32 0, i32 0
  %173 = load i32, ptr %172, align 4
  %174 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %173)
          to label %175 unwind label %180

175:                                              ; preds = %168
  call void @__cxa_end_catch()
  br label %176

176:                                              ; preds = %175, %159
  br label %177

177:                                              ; preds = %176
  %178 = load i32, ptr %12, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %12, align 4
  br label %154, !llvm.loop !8

180:                                              ; preds = %168
  %181 = landingpad { ptr, i32 }
          cleanup
  %182 = extractvalue { ptr, i32 } %181, 0
  store ptr %182, ptr %3, align 4
  %183 = extractvalue { ptr, i32 } %181, 1
  store i32 %183, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %184 unwind label %209

184:                                              ; preds = %180
  br label %204

185:                                              ; preds = %154
  store i32 0, ptr %14, align 4
  br label %186

186:                                              ; preds = %194, %185
  %187 = load i32, ptr %14, align 4
  %188 = icmp slt i32 %187, 3
  br i1 %188, label %189, label %197

189:                                              ; preds = %186
  %190 = load i32, ptr %14, align 4
  %191 = load i32, ptr %14, align 4
  %192 = call noundef i32 @_ZL7layeredi(i32 noundef %191)
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %190, i32 noundef %192)
  br label %194

194:                                              ; preds = %189
  %195 = load i32, ptr %14, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %14, align 4
  br label %186, !llvm.loop !9

197:                                              ; preds = %186
  %198 = load i32, ptr @_ZL6allocs, align 4
  %199 = load i32, ptr @_ZL5frees, align 4
  %200 = load i32, ptr @_ZL5ctors, align 4
  %201 = load i32, ptr @_ZL5dtors, align 4
  %202 = load i32, ptr %8, align 4
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %198, i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202)
  ret i32 0

204:                                              ; preds = %184, %164, %140, %125, %117, %93, %74, %32
  %205 = load ptr, ptr %3, align 4
  %206 = load i32, ptr %4, align 4
  %207 = insertvalue { ptr, i32 } poison, ptr %205, 0
  %208 = insertvalue { ptr, i32 } %207, i32 %206, 1
  resume { ptr, i32 } %208

209:                                              ; preds = %180
  %210 = landingpad { ptr, i32 }
          catch ptr null
  %211 = extractvalue { ptr, i32 } %210, 0
  call void @__clang_call_terminate(ptr %211) #15
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp eq i32 %8, 13
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  %11 = call ptr @__cxa_allocate_exception(i32 4) #14
  store ptr @.str.9, ptr %11, align 8
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #11
  unreachable

12:                                               ; preds = %2
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret ptr %5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) #6

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN7FragileC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZN7Fragile6budgetE, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i32 4) #14
  %11 = load i32, ptr @_ZN7Fragile6budgetE, align 4
  store i32 %11, ptr %10, align 8
  call void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #11
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr @_ZL5ctors, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL5ctors, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN7FragileD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL5dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL5dtors, align 4
  ret ptr %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPvj(ptr noundef, i32 noundef) #6

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp sgt i32 %5, 2
  br i1 %6, label %7, label %20

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #14
  %9 = load i32, ptr %2, align 4
  %10 = mul nsw i32 %9, 2
  store i32 %10, ptr %8, align 8
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIi, ptr null) #11
          to label %27 unwind label %11

11:                                               ; preds = %7
  %12 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi]
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 4
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = load ptr, ptr %3, align 4
  call void @__cxa_call_unexpected(ptr %19) #11
  unreachable

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4
  ret i32 %21

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

27:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #8 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #8 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 4
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
  store ptr %14, ptr %6, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #14
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14
  %23 = load i16, ptr %22, align 2
  store i16 %23, ptr %8, align 2
  %24 = load i16, ptr %8, align 2
  %25 = sext i16 %24 to i32
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #14
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 4
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

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_shorti(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 2) #14
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i16
  store i16 %5, ptr %3, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTIs, ptr null) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 4
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
  store ptr %14, ptr %6, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #14
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14
  %23 = load i64, ptr %22, align 8
  store i64 %23, ptr %8, align 8
  %24 = load i64, ptr %8, align 8
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #14
  br label %30

26:                                               ; preds = %16
  %27 = load ptr, ptr %6, align 4
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

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_longi(i32 noundef %0) #5 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i32 8) #14
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = mul nsw i64 %5, 1000
  store i64 %6, ptr %3, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTIx, ptr null) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(ptr noundef %0, i32 noundef %1) #5 personality ptr @__gxx_personality_v0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %9 = load ptr, ptr %4, align 4
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
  store ptr %14, ptr %6, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %16
  %21 = load ptr, ptr %6, align 4
  %22 = call ptr @__cxa_begin_catch(ptr %21) #14
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %8, align 4
  %24 = load i32, ptr %8, align 4
  store i32 %24, ptr %3, align 4
  call void @__cxa_end_catch() #14
  br label %29

25:                                               ; preds = %16
  %26 = load ptr, ptr %6, align 4
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

; Function Attrs: mustprogress noinline optnone
define internal void @"_ZZ4mainENK3$_0clEi"(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #5 align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load i32, ptr %4, align 4
  %9 = and i32 %8, 1
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %21

11:                                               ; preds = %2
  %12 = call ptr @__cxa_allocate_exception(i32 4) #14
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 3
  %15 = invoke noundef ptr @_ZN7FragileC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %14)
          to label %16 unwind label %17

16:                                               ; preds = %11
  call void @__cxa_throw(ptr %12, ptr @_ZTI7Fragile, ptr @_ZN7FragileD2Ev) #11
  unreachable

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %5, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %6, align 4
  call void @__cxa_free_exception(ptr %12) #14
  br label %27

21:                                               ; preds = %2
  %22 = load i32, ptr %4, align 4
  %23 = getelementptr inbounds %class.anon, ptr %7, i32 0, i32 0
  %24 = load ptr, ptr %23, align 4
  %25 = load i32, ptr %24, align 4
  %26 = add nsw i32 %25, %22
  store i32 %26, ptr %24, align 4
  ret void

27:                                               ; preds = %17
  %28 = load ptr, ptr %5, align 4
  %29 = load i32, ptr %6, align 4
  %30 = insertvalue { ptr, i32 } poison, ptr %28, 0
  %31 = insertvalue { ptr, i32 } %30, i32 %29, 1
  resume { ptr, i32 } %31
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #9 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #14
  call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %13 = call noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef @.str.10)
  %14 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @.str.11)
          to label %15 unwind label %23

15:                                               ; preds = %1
  %16 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef @.str.12)
          to label %17 unwind label %27

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %52

20:                                               ; preds = %17
  %21 = call ptr @__cxa_allocate_exception(i32 4) #14
  %22 = load i32, ptr %3, align 4
  store i32 %22, ptr %21, align 8
  invoke void @__cxa_throw(ptr %21, ptr @_ZTIi, ptr null) #11
          to label %95 unwind label %31

23:                                               ; preds = %1
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %6, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %7, align 4
  br label %74

27:                                               ; preds = %15
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %6, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %7, align 4
  br label %36

31:                                               ; preds = %20
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %6, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %7, align 4
  %35 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #14
  br label %36

36:                                               ; preds = %31, %27
  %37 = load i32, ptr %7, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %72

40:                                               ; preds = %36
  %41 = load ptr, ptr %6, align 4
  %42 = call ptr @__cxa_begin_catch(ptr %41) #14
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %9, align 4
  %44 = invoke noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %10, ptr noundef @.str.13)
          to label %45 unwind label %54

45:                                               ; preds = %40
  %46 = load i32, ptr %9, align 4
  %47 = icmp sgt i32 %46, 1
  br i1 %47, label %48, label %63

48:                                               ; preds = %45
  %49 = call ptr @__cxa_allocate_exception(i32 4) #14
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %50, 10
  store i32 %51, ptr %49, align 8
  invoke void @__cxa_throw(ptr %49, ptr @_ZTIi, ptr null) #11
          to label %95 unwind label %58

52:                                               ; preds = %17
  %53 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #14
  br label %67

54:                                               ; preds = %40
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %56 = extractvalue { ptr, i32 } %55, 0
  store ptr %56, ptr %6, align 4
  %57 = extractvalue { ptr, i32 } %55, 1
  store i32 %57, ptr %7, align 4
  br label %66

58:                                               ; preds = %48
  %59 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %60 = extractvalue { ptr, i32 } %59, 0
  store ptr %60, ptr %6, align 4
  %61 = extractvalue { ptr, i32 } %59, 1
  store i32 %61, ptr %7, align 4
  %62 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #14
  br label %66

63:                                               ; preds = %45
  %64 = load i32, ptr %9, align 4
  store i32 %64, ptr %2, align 4
  store i32 1, ptr %11, align 4
  %65 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #14
  call void @__cxa_end_catch() #14
  br label %68

66:                                               ; preds = %58, %54
  call void @__cxa_end_catch() #14
  br label %72

67:                                               ; preds = %52
  store i32 0, ptr %11, align 4
  br label %68

68:                                               ; preds = %67, %63
  %69 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #14
  %70 = load i32, ptr %11, align 4
  switch i32 %70, label %85 [
    i32 0, label %71
  ]

71:                                               ; preds = %68
  br label %84

72:                                               ; preds = %66, %36
  %73 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #14
  br label %74

74:                                               ; preds = %72, %23
  %75 = load i32, ptr %7, align 4
  %76 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #14
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %88

78:                                               ; preds = %74
  %79 = load ptr, ptr %6, align 4
  %80 = call ptr @__cxa_begin_catch(ptr %79) #14
  %81 = load i32, ptr %80, align 4
  store i32 %81, ptr %12, align 4
  %82 = load i32, ptr %12, align 4
  %83 = mul nsw i32 %82, 100
  store i32 %83, ptr %2, align 4
  store i32 1, ptr %11, align 4
  call void @__cxa_end_catch() #14
  br label %85

84:                                               ; preds = %71
  store i32 0, ptr %2, align 4
  store i32 1, ptr %11, align 4
  br label %85

85:                                               ; preds = %84, %78, %68
  %86 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #14
  %87 = load i32, ptr %2, align 4
  ret i32 %87

88:                                               ; preds = %74
  %89 = call noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #14
  br label %90

90:                                               ; preds = %88
  %91 = load ptr, ptr %6, align 4
  %92 = load i32, ptr %7, align 4
  %93 = insertvalue { ptr, i32 } poison, ptr %91, 0
  %94 = insertvalue { ptr, i32 } %93, i32 %92, 1
  resume { ptr, i32 } %94

95:                                               ; preds = %48, %20
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ScopeC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #8 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5ScopeD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #15
  unreachable
}

attributes #0 = { mustprogress nobuiltin noinline optnone allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { allocsize(0) }
attributes #11 = { noreturn }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }
attributes #14 = { nounwind }
attributes #15 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
